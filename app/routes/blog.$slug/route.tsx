import { Link, useLoaderData, useRouteLoaderData } from "react-router";
import type {
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "react-router";

import blogStylesheet from "~/blog/blog.css?url";
import { PostBody } from "~/blog/post-body";
import { PostFacts, PostTags } from "~/blog/post-facts";
import { postJsonLd } from "~/blog/post-json-ld";
import { postPath, projectAnchor } from "~/blog/post";
import {
  blogLanguages,
  postsFor,
  projectOfStory,
  translationsOf,
} from "~/blog/posts.server";
import { JsonLd } from "~/components/json-ld";
import { siteContext } from "~/load-context";
import { PageHeader } from "~/components/page-header";
import { profile } from "~/content/profile";
import { BLOG_PAGE } from "~/pages";
import { Picture } from "~/pictures/picture";
import type { loader as rootLoader } from "~/root";
import printStylesheet from "~/styles/print.css?url";
import { documentMeta } from "~/seo/seo";
import { sitePath } from "~/utils/site-path";
import { shareCards } from "~/share-cards/share-cards.server";
import {
  LANGUAGES,
  languageAt,
  languageOfRequest,
  pathIn,
} from "~/words/language";
import { Say } from "~/words/say";
import { useWords } from "~/words/use-words";
import { wordsIn } from "~/words/wording";

import postPrintStylesheet from "./post-print.css?url";

/** A table of contents is worth its room from this many sections on. */
const CONTENTS_FROM = 3;

// The print stylesheets only for paper: the browser fetches them without holding up the page.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: blogStylesheet },
  { rel: "stylesheet", href: printStylesheet, media: "print" },
  { rel: "stylesheet", href: postPrintStylesheet, media: "print" },
];

/**
 * The post without its text, which the page carries once, in its HTML (see PostBody), in the
 * page's language: a post not written in it is no page there. With several languages, the
 * languages it is written in (`translations`), for its alternates and the language switcher.
 */
export function loader({ params, context, request }: LoaderFunctionArgs) {
  const { mode } = context.get(siteContext).env;
  const posts = postsFor(mode, languageOfRequest(request));
  const index = posts.findIndex((post) => post.slug === params.slug);
  const found = posts[index];
  if (!found) throw new Response(null, { status: 404 });
  const { html, lang, ...post } = found;
  const neighbour = (at: number) => {
    const other = posts[at];
    return other ? { slug: other.slug, title: other.title } : null;
  };
  return {
    post,
    newer: neighbour(index - 1),
    older: neighbour(index + 1),
    project: projectOfStory(post.slug) ?? null,
    // A language's own card, where the build drew one: never another language's words.
    card: shareCards[pathIn(lang, postPath(post.slug))] ?? null,
    // With one language, the data is what it always was.
    ...(LANGUAGES.length > 1
      ? {
          translations: translationsOf(mode, post.slug),
          blogs: blogLanguages(mode),
        }
      : {}),
  };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  if (!args.loaderData) return [];
  const { post, card, translations } = args.loaderData;
  const { fill, words } = wordsIn(languageAt(args.location.pathname));
  return documentMeta(
    {
      path: postPath(post.slug),
      title: fill(words.titles.post, { title: post.title, name: profile.name }),
      description: post.description,
      type: "article",
      card: card ?? undefined,
      languages: translations,
      more: [
        { property: "article:published_time", content: post.date },
        {
          property: "article:modified_time",
          content: post.updated ?? post.date,
        },
        { property: "article:author", content: profile.name },
        ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
      ],
    },
    args,
  );
};

export default function BlogPost() {
  const { post, newer, older, project, card, translations } =
    useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const sections = post.headings;
  const { words, path, lang } = useWords();
  const { blog } = words;

  return (
    <article className="page post">
      {root ? (
        <JsonLd
          value={postJsonLd(post, root.siteUrl, card?.src, lang, translations)}
        />
      ) : null}
      <PageHeader heading={post.title} icon={BLOG_PAGE.icon} />
      <PostFacts post={post} />
      <PostTags tags={post.tags} />
      {project ? (
        <p className="post-story">
          <Say
            sentence={blog.story}
            values={{
              link: (
                <a
                  href={sitePath(path(`/portfolio#${projectAnchor(project)}`))}
                >
                  <Say sentence={blog.storyLink} values={{ project }} />
                </a>
              ),
            }}
          />
        </p>
      ) : null}
      {post.cover ? (
        <Picture
          picture={post.cover.picture}
          alt={post.cover.alt}
          sizes="(max-width: 768px) calc(100vw - 2rem), 736px"
          priority
        />
      ) : null}
      {sections.length >= CONTENTS_FROM ? (
        <nav className="post-contents" aria-labelledby="post-contents">
          <h2 id="post-contents">{blog.contents}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <PostBody slug={post.slug} />
      <nav className="post-pager" aria-label={blog.morePosts}>
        {older ? (
          <Link to={path(postPath(older.slug))} rel="prev">
            <span>{blog.older}</span> {older.title}
          </Link>
        ) : null}
        {newer ? (
          <Link to={path(postPath(newer.slug))} rel="next">
            <span>{blog.newer}</span> {newer.title}
          </Link>
        ) : null}
      </nav>
    </article>
  );
}

import { Link, useLoaderData, useParams } from "react-router";
import type {
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "react-router";

import blogStylesheet from "~/blog/blog.css?url";
import { PostFacts, PostTags } from "~/blog/post-facts";
import { BLOG_PATH, FEED_PATHS, postPath, tagPath, tagsOf } from "~/blog/post";
import { blogLanguages, postsFor } from "~/blog/posts.server";
import { Icon } from "~/icons/icon";
import { PageHeader } from "~/components/page-header";
import { profile } from "~/content/profile";
import { BLOG_PAGE, describePage } from "~/pages";
import { documentMeta } from "~/seo/seo";
import { sitePath } from "~/utils/site-path";
import { siteContext } from "~/load-context";
import { LANGUAGES, languageAt, languageOfRequest } from "~/words/language";
import { Say } from "~/words/say";
import { useWords } from "~/words/use-words";
import { wordsIn } from "~/words/wording";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: blogStylesheet },
];

/**
 * Every post a visitor can read in the page's language, newest first; with none, the blog is not
 * there in that language. The list of a tag's posts (`/blog/tag/<tag>`) is a page of its own,
 * this route's too: for a tag no post of the language has there is none. With several languages,
 * the languages the list is in too (`translations`), for its alternates and the language switcher.
 */
export function loader({ context, params, request }: LoaderFunctionArgs) {
  const { mode } = context.get(siteContext).env;
  const posts = postsFor(mode, languageOfRequest(request));
  const known = params.tag === undefined || tagsOf(posts).includes(params.tag);
  if (posts.length === 0 || !known) throw new Response(null, { status: 404 });
  return {
    // What the list shows of each: not its text, sections, cover or language (the page's).
    posts: posts.map(({ html, headings, cover, lang, ...listed }) => listed),
    // With one language, the data is what it always was.
    ...(LANGUAGES.length > 1
      ? {
          translations: blogLanguages(mode, params.tag),
          blogs: blogLanguages(mode),
        }
      : {}),
  };
}

/** The posts never change while the site runs. */
export const shouldRevalidate = () => false;

export const meta: MetaFunction<typeof loader> = (args) => {
  if (!args.loaderData) return [];
  const tag = args.params.tag;
  const wording = wordsIn(languageAt(args.location.pathname));
  const blog = describePage(BLOG_PAGE, wording);
  return documentMeta(
    {
      path: tag ? tagPath(tag) : BLOG_PATH,
      title: tag
        ? wording.fill(wording.words.titles.tag, {
            heading: wording.words.pages.blog.heading,
            tag,
            name: profile.name,
          })
        : blog.title,
      description: blog.description,
      languages: args.loaderData.translations,
    },
    args,
  );
};

export default function Blog() {
  const { posts } = useLoaderData<typeof loader>();
  const tags = tagsOf(posts);
  const tag = useParams().tag ?? null;
  const shown = tag ? posts.filter((post) => post.tags.includes(tag)) : posts;
  const wording = useWords();
  const { blog } = wording.words;

  return (
    <section className="page blog">
      <PageHeader {...describePage(BLOG_PAGE, wording)} />
      {tags.length > 0 ? (
        // Links, as the portfolio's tabs: each tag's list is a page of its own.
        <nav className="filter-tabs" aria-label={blog.tags}>
          <Link
            to={wording.path(BLOG_PATH)}
            preventScrollReset
            aria-current={tag === null ? "true" : undefined}
          >
            {blog.all}
          </Link>
          {tags.map((name) => (
            <Link
              key={name}
              to={wording.path(tagPath(name))}
              preventScrollReset
              aria-current={name === tag ? "true" : undefined}
            >
              <Say sentence={blog.tag} values={{ tag: name }} />
            </Link>
          ))}
        </nav>
      ) : null}
      {/* One string: a live region's sentence changes whole, and is announced once. */}
      <p className="visually-hidden" role="status">
        {wording.count(blog.shown, shown.length)}
      </p>
      <ol className="post-list">
        {shown.map((post) => (
          <li key={post.slug}>
            <article>
              <h2>
                <Link to={wording.path(postPath(post.slug))} prefetch="intent">
                  {post.title}
                </Link>
              </h2>
              <PostFacts post={post} />
              <p>{post.description}</p>
              <PostTags tags={post.tags} />
            </article>
          </li>
        ))}
      </ol>
      <p className="blog-feed">
        <a href={sitePath(wording.path(FEED_PATHS.atom))}>
          {/* The words with the space before them, one text, as the link always had it. */}
          <Icon name="rss" />
          {` ${blog.feed}`}
        </a>
      </p>
    </section>
  );
}

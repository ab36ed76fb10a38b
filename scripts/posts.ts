// The owner's posts, made at build: each Markdown file of app/content/posts/ is read, its front
// matter checked against the rules (app/content-rules/post-schema.ts), its links and pictures
// checked, and its text rendered once to HTML, code highlighted in both schemes and pictures as the
// build made them. Pages, feeds, the sitemap and the share cards read the record this makes
// (build/posts.json), never the file. See docs/decisions/025-posts-made-at-build.md.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import rehypeShiki from "@shikijs/rehype";
import type { Element, ElementContent, Root as HastRoot } from "hast";
import { toString as hastText } from "hast-util-to-string";
import type { Root as MdastRoot } from "mdast";
import { toString as mdastText } from "mdast-util-to-string";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { parse as parseYaml, YAMLParseError } from "yaml";

import type { Post, PostHeading } from "../app/blog/post";
import { BLOG_PATH, FEED_PATHS, POSTS_DIRECTORY } from "../app/blog/post";
import type { NamedPicture } from "../app/content-rules/check-content.server";
import { foundText } from "../app/content-rules/check-content.server";
import { postFrontMatterSchema } from "../app/content-rules/post-schema";
import type { PostFrontMatter } from "../app/content-rules/post-schema";
import type { PictureSet } from "../app/pictures/picture-set";

/** A post read and checked, its text parsed, not yet rendered. */
export type ReadPost = {
  file: string;
  slug: string;
  meta: PostFrontMatter;
  tree: MdastRoot;
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// The width the post's column draws a picture at (.post-body in the stylesheet).
const PICTURE_SIZES = "(max-width: 768px) calc(100vw - 2rem), 736px";
const WORDS_A_MINUTE = 230;

const processor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkRehype, {
    footnoteLabelProperties: { className: ["visually-hidden"] },
  })
  .use(rehypeSlug)
  .use(rehypeAutolinkHeadings, {
    behavior: "append",
    properties: { className: ["heading-link"] },
    content: (heading) => [
      span({ ariaHidden: "true" }, "#"),
      span({ className: ["visually-hidden"] }, `Link to ${hastText(heading)}`),
    ],
  })
  // Two themes as custom properties; the stylesheet picks the one of the scheme on show.
  .use(rehypeShiki, {
    themes: { light: "github-light-default", dark: "github-dark-default" },
    defaultColor: false,
    lazy: true,
    langs: [],
    fallbackLanguage: "text",
    defaultLanguage: "text",
  })
  .use(rehypeStringify);

/** Reads every post and checks it: one line per problem, and the pictures the posts name. */
export function readPosts({
  directory = POSTS_DIRECTORY,
  publicDir = "public",
  pagePaths,
  stories = [],
  drafts = false,
}: {
  directory?: string;
  publicDir?: string;
  /** The site's pages, which a post may link to. */
  pagePaths: ReadonlyArray<string>;
  /** The projects, each of which may name the post that tells its story. */
  stories?: ReadonlyArray<{ name: string; story?: string }>;
  /** Whether drafts are made too; they are checked either way. */
  drafts?: boolean;
}) {
  const problems: string[] = [];
  const pictures: Array<NamedPicture & { post: ReadPost }> = [];
  const posts: ReadPost[] = [];
  const links: Array<{ from: ReadPost; url: string; line: number }> = [];
  const names = (
    existsSync(directory) ? readdirSync(directory, { withFileTypes: true }) : []
  )
    .filter((entry) => !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort();
  const isFile = (src: string) =>
    statSync(path.join(publicDir, src), { throwIfNoEntry: false })?.isFile();

  for (const name of names) {
    const file = path.join(directory, name);
    const slug = name.replace(/\.(?:md|markdown)$/, "");
    const problem = (message: string, line?: number) =>
      problems.push(`${file}${line ? `:${line}` : ""}: ${message}`);
    if (slug === name) {
      problem("expected a Markdown post, its name ending in .md");
      continue;
    }
    if (!SLUG.test(slug)) {
      problem(
        "the file's name is the post's address: expected lowercase letters, digits and hyphens, such as my-first-post.md",
      );
      continue;
    }
    const twin = posts.find((post) => post.slug === slug);
    if (twin) {
      problem(
        `expected an address of its own; ${twin.file} is at /blog/${slug} too`,
      );
      continue;
    }
    const tree = processor.parse(readFileSync(file, "utf8"));
    const meta = frontMatter(tree, problem);
    if (!meta) continue;
    const post = { file, slug, meta, tree };
    posts.push(post);
    if (meta.image)
      if (isFile(meta.image))
        pictures.push({ src: meta.image, where: `${file}: image`, post });
      else
        problem(`image: expected a file at public${meta.image}; there is none`);
    visit(tree, (node) => {
      const line = node.position?.start.line;
      if (node.type === "link" || node.type === "definition")
        links.push({ from: post, url: node.url, line: line ?? 0 });
      if (node.type !== "image") return;
      const where = `picture ${node.url}`;
      if (!node.alt?.trim())
        problem(
          `${where}: expected alt text saying what it shows, as in ![A chart of build times](${node.url})`,
          line,
        );
      else if (!/^\/[^/]/.test(node.url))
        problem(
          `${where}: expected a picture in public/, given by its path, such as /images/posts/chart.png`,
          line,
        );
      else if (!isFile(node.url))
        problem(
          `${where}: expected a file at public${node.url}; there is none`,
          line,
        );
      else
        pictures.push({
          src: node.url,
          where: `${file}:${line}: ${where}`,
          post,
        });
    });
  }

  const slugs = new Set(posts.map((post) => post.slug));
  const unpublished = new Set(
    posts.filter((post) => post.meta.draft).map((post) => post.slug),
  );
  const known = new Set([
    ...pagePaths,
    BLOG_PATH,
    ...Object.values(FEED_PATHS),
  ]);
  for (const { from, url, line } of links) {
    // Only the site's own addresses are checked: another site's may change without the build knowing.
    if (!/^\/(?!\/)/.test(url)) continue;
    const address = safelyDecoded(url.replace(/[?#].*$/, ""));
    const slug = address.startsWith(`${BLOG_PATH}/`)
      ? address.slice(BLOG_PATH.length + 1)
      : null;
    const problem = (what: string) =>
      problems.push(`${from.file}:${line}: link to ${url}: ${what}`);
    if (slug !== null && unpublished.has(slug) && !from.meta.draft)
      problem(
        "that post is a draft, which the site does not have; publish it, or link to it once it is",
      );
    else if (!(known.has(address) || slugs.has(slug ?? "") || isFile(address)))
      problem("the site has no page, post or file in public/ at this address");
  }
  for (const { name, story } of stories)
    if (story !== undefined && !posts.some((post) => post.slug === story))
      problems.push(
        `app/content/projects.ts: project "${name}", story: expected the name of a post, such as "${story}" for ${directory}/${story}.md; there is none`,
      );
  const made = posts.filter((post) => drafts || !post.meta.draft);
  return {
    posts: made,
    problems,
    pictures: pictures.filter(({ post }) => made.includes(post)),
  };
}

/** The post's front matter, checked; null after reporting what is wrong with it. */
function frontMatter(
  tree: MdastRoot,
  problem: (message: string, line?: number) => void,
): PostFrontMatter | null {
  const block = tree.children[0];
  if (block?.type !== "yaml") {
    problem(
      "expected front matter at the top: a title, a date and a description between two --- lines",
    );
    return null;
  }
  let data: unknown;
  try {
    data = parseYaml(block.value);
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    const line =
      (block.position?.start.line ?? 1) + (error.linePos?.[0].line ?? 0);
    problem(
      `the front matter is not valid YAML: ${error.message.split("\n")[0]}`,
      line,
    );
    return null;
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    problem("expected front matter of fields, such as title: My first post");
    return null;
  }
  const parsed = postFrontMatterSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const named = new Set<string>();
  for (const issue of parsed.error.issues) {
    // One line a field: an empty tag is not also a tag of the wrong letters.
    const field = issue.path.join(".");
    if (named.has(field)) continue;
    named.add(field);
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        problem(
          `${key}: expected no field of this name; check its spelling or remove it`,
        );
      continue;
    }
    const value = issue.path.reduce<unknown>(
      (node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key],
      data,
    );
    problem(`${field}: ${issue.message}; ${foundText(value)}`);
  }
  return null;
}

/** Renders each post's text, newest first; `pictures` is what the build made of each picture. */
export async function renderPosts(
  posts: ReadonlyArray<ReadPost>,
  pictures: Record<string, PictureSet>,
): Promise<Post[]> {
  const rendered = [];
  for (const { slug, meta, tree } of posts) {
    const hast = (await processor.run(structuredClone(tree))) as HastRoot;
    const headings: PostHeading[] = [];
    visit(hast, "element", (node, index, parent) => {
      // The text's sections, for its table of contents; the footnotes' heading is not one.
      if (node.tagName === "h2" && node.properties.id !== "footnote-label")
        headings.push({
          id: String(node.properties.id),
          // The heading's words, without its link's.
          text: hastText({ ...node, children: node.children.slice(0, -1) }),
        });
      // A task's box says what it means to those who cannot see it.
      if (node.tagName === "input" && node.properties.type === "checkbox")
        node.properties.ariaLabel = node.properties.checked ? "Done" : "To do";
      if (node.tagName === "img" && parent && index !== undefined)
        parent.children[index] = picture(node, pictures);
      if (node.tagName === "table" && parent && index !== undefined)
        // Wide tables scroll in a box of their own, which the keyboard can reach.
        parent.children[index] = element(
          "div",
          {
            className: ["table-scroll"],
            tabIndex: 0,
            role: "region",
            ariaLabel: "Table",
          },
          [node],
        );
    });
    const words = [
      ...new Intl.Segmenter(undefined, { granularity: "word" }).segment(
        mdastText(tree),
      ),
    ].filter((segment) => segment.isWordLike).length;
    rendered.push({
      slug,
      title: meta.title,
      description: meta.description,
      date: meta.date,
      updated: meta.updated,
      tags: meta.tags,
      draft: meta.draft,
      readingMinutes: Math.max(1, Math.round(words / WORDS_A_MINUTE)),
      cover:
        meta.image && meta.imageAlt
          ? { picture: pictureOf(meta.image, pictures), alt: meta.imageAlt }
          : undefined,
      html: processor.stringify(hast).trim(),
      headings,
    });
  }
  return rendered.sort(
    (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
  );
}

const safelyDecoded = (url: string) => {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
};

const pictureOf = (src: string, pictures: Record<string, PictureSet>) =>
  pictures[src] ?? { src, sources: [] };

/** A picture of the text as the build made it, as <Picture> draws one: below the fold, lazy. */
function picture(img: Element, pictures: Record<string, PictureSet>): Element {
  const { src, width, height, color, sources } = pictureOf(
    String(img.properties.src),
    pictures,
  );
  return element("picture", {}, [
    ...sources.map(({ type, srcSet }) =>
      element("source", { type, srcSet, sizes: PICTURE_SIZES }, []),
    ),
    element(
      "img",
      {
        src,
        width,
        height,
        alt: img.properties.alt,
        loading: "lazy",
        decoding: "async",
        style: color ? `background-color:${color}` : undefined,
      },
      [],
    ),
  ]);
}

function element(
  tagName: string,
  properties: Element["properties"],
  children: ElementContent[],
): Element {
  return { type: "element", tagName, properties, children };
}

function span(properties: Element["properties"], text: string): Element {
  return element("span", properties, [{ type: "text", value: text }]);
}

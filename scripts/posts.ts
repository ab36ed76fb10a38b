// The owner's posts, read and checked at build: each Markdown file of app/content/posts/, its name
// (its address and language: scripts/post-languages.ts), its front matter against the rules
// (app/content-rules/post-schema.ts), its pictures and its links to the site. Every problem is one
// line naming the file, the field or the line, and what is wrong. scripts/post-markdown.ts then
// renders what passes.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import { parse as parseYaml, YAMLParseError } from "yaml";

import {
  BLOG_PATH,
  FEED_PATHS,
  postPath,
  POSTS_DIRECTORY,
} from "../app/blog/post";
import type { NamedPicture } from "./content-checks/check-content";
import { issueLines } from "./content-checks/check-content";
import { postFrontMatterSchema } from "../app/content-rules/post-schema";
import type { PostFrontMatter } from "../app/content-rules/post-schema";
import { isPublicPicture } from "../app/content-rules/schema";
import type { Language } from "../app/words/language";
import { DEFAULT_LANGUAGE, pathIn, unprefixed } from "../app/words/language";

import { postFileName } from "./post-languages";
import { markdown } from "./post-markdown";

/** A post read and checked, its text parsed, not yet rendered. */
export type ReadPost = {
  file: string;
  slug: string;
  /** The language it is written in, which its file's name says. */
  lang: Language;
  meta: PostFrontMatter;
  tree: Root;
};

type Problem = (message: string, line?: number) => void;

/** Reads every post and checks it: one line per problem, and the pictures the posts name. */
export function readPosts({
  directory = POSTS_DIRECTORY,
  publicDir = "public",
  pagePaths,
  stories = [],
  drafts = false,
  today = new Date().toISOString().slice(0, 10),
}: {
  directory?: string;
  publicDir?: string;
  /** The site's pages, which a post may link to. */
  pagePaths: ReadonlyArray<string>;
  /** The projects, each of which may name the post that tells its story. */
  stories?: ReadonlyArray<{ name: string; story?: string }>;
  /** Whether drafts are made too; they are checked either way. */
  drafts?: boolean;
  /** The build's day, after which a post's date is worth a warning. */
  today?: string;
}) {
  const problems: string[] = [];
  const warnings: string[] = [];
  const pictures: Array<NamedPicture & { post: ReadPost }> = [];
  const links: Array<{ from: ReadPost; url: string; line?: number }> = [];
  const posts: ReadPost[] = [];
  const isFile = (src: string) =>
    statSync(path.join(publicDir, src), { throwIfNoEntry: false })?.isFile();
  const names = existsSync(directory)
    ? readdirSync(directory)
        .filter((name) => !name.startsWith("."))
        .sort()
    : [];

  for (const name of names) {
    const file = path.join(directory, name);
    const problem: Problem = (message, line) =>
      problems.push(`${file}${line ? `:${line}` : ""}: ${message}`);
    const named = postFileName(name);
    if ("problem" in named) {
      problem(named.problem);
      continue;
    }
    const { slug, lang } = named;
    const twin = posts.find((post) => post.slug === slug && post.lang === lang);
    if (twin) {
      problem(
        `expected an address of its own; ${twin.file} is at ${pathIn(lang, postPath(slug))} too`,
      );
      continue;
    }

    const tree = markdown.parse(readFileSync(file, "utf8"));
    const meta = frontMatter(tree, problem);
    if (!meta) continue;
    const post = { file, slug, lang, meta, tree };
    posts.push(post);
    if (meta.date > today)
      warnings.push(
        `${file}: date: ${meta.date} is after today; the post is published now all the same`,
      );
    const picture = (src: string, where: string, line?: number) => {
      if (!isPublicPicture(src))
        problem(
          `${where}: expected a picture in public/, given by its path, such as /images/posts/chart.png`,
          line,
        );
      else if (!isFile(src))
        problem(
          `${where}: expected a file at public${src}; there is none`,
          line,
        );
      else
        pictures.push({
          src,
          where: `${file}${line ? `:${line}` : ""}: ${where}`,
          post,
        });
    };
    if (meta.image) picture(meta.image, "image");
    visit(tree, (node) => {
      const line = node.position?.start.line;
      if (node.type === "heading" && node.depth === 1)
        problem(
          "expected sections from ## on: the post's title is its page's one # heading",
          line,
        );
      if (node.type === "link" || node.type === "definition")
        links.push({ from: post, url: node.url, line });
      if (node.type !== "image") return;
      if (node.alt?.trim()) picture(node.url, `picture ${node.url}`, line);
      else
        problem(
          `picture ${node.url}: expected alt text saying what it shows, as in ![A chart of build times](${node.url})`,
          line,
        );
    });
  }

  const slugs = new Set(posts.map((post) => post.slug));
  const published = posts.filter((p) => !p.meta.draft);
  // Each language's blog and feeds, in every language a post is written in.
  const blogs = new Set([DEFAULT_LANGUAGE, ...posts.map((post) => post.lang)]);
  const known = new Set([
    ...pagePaths,
    ...[...blogs].flatMap((lang) =>
      [BLOG_PATH, ...Object.values(FEED_PATHS)].map((at) => pathIn(lang, at)),
    ),
    // Read as a link's address is, decoded.
    ...published.flatMap((p) =>
      p.meta.tags.map((tag) => pathIn(p.lang, `${BLOG_PATH}/tag/${tag}`)),
    ),
  ]);
  for (const { from, url, line } of links) {
    const problem = (what: string) =>
      problems.push(`${from.file}:${line}: link to ${url}: ${what}`);
    // Another site's addresses may change without the build knowing; only their kind is checked.
    if (!url.startsWith("/") || url.startsWith("//")) {
      const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url)?.[1]?.toLowerCase();
      if (scheme && !["http", "https", "mailto", "tel"].includes(scheme))
        problem(
          "expected a web address (https:), an email address (mailto:) or a telephone number (tel:)",
        );
      continue;
    }
    const address = safelyDecoded(url.replace(/[?#].*$/, ""));
    // A post is at its address in the language it is written in: /de/blog/my-post is my-post.de.md.
    const { lang, path: page } = unprefixed(address);
    const slug = page.startsWith(`${BLOG_PATH}/`)
      ? page.slice(BLOG_PATH.length + 1)
      : "";
    const to = posts.find((post) => post.slug === slug && post.lang === lang);
    if (to?.meta.draft && !from.meta.draft)
      problem(
        "that post is a draft, which the site does not have; publish it, or link to it once it is",
      );
    else if (!(known.has(address) || to || isFile(address)))
      problem("the site has no page, post or file in public/ at this address");
  }
  for (const { name, story } of stories)
    if (story !== undefined && !slugs.has(story))
      problems.push(
        `app/content/projects.ts: project "${name}", story: expected the name of a post, such as "${story}" for ${directory}/${story}.md; there is none`,
      );
  const made = posts.filter((post) => drafts || !post.meta.draft);
  return {
    posts: made,
    problems,
    warnings,
    pictures: pictures.filter(({ post }) => made.includes(post)),
  };
}

/** The post's front matter, checked; null after reporting what is wrong with it. */
function frontMatter(tree: Root, problem: Problem): PostFrontMatter | null {
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
  // One line a field: an empty tag is not also a tag of the wrong letters.
  const named = new Set<string>();
  for (const issue of parsed.error.issues) {
    const fields = issue.path.map(String);
    if (named.has(fields.join("."))) continue;
    named.add(fields.join("."));
    const value = fields.reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      data,
    );
    for (const line of issueLines(issue, fields, value, (at) => at.join(".")))
      problem(line);
  }
  return null;
}

function safelyDecoded(url: string) {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

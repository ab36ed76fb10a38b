// The posts the build made (scripts/posts.ts), read once when the server starts; in development,
// read again as the owner writes. Drafts are there only in a development build, and a production
// server would not show one if they were. A post is in the languages it is written in and no
// other: each language's blog lists its own posts, and has none (no list, tags or feeds) when it
// has no post.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { fromHtml } from "hast-util-from-html";
import { toHtml } from "hast-util-to-html";

import { projects } from "~/content/projects";
import type { Project } from "~/content-rules/schema";
import { BASE_PATH, linkPath } from "~/utils/site-path";
import type { Language } from "~/words/language";
import { DEFAULT_LANGUAGE, LANGUAGES, pathIn } from "~/words/language";

import { changeAddresses } from "./html-addresses";
import type { Post } from "./post";
import {
  BLOG_PATH,
  FEED_PATHS,
  POST_MANIFEST,
  postPath,
  tagPath,
  tagsOf,
} from "./post";

const readPosts = (): ReadonlyArray<Post> =>
  existsSync(POST_MANIFEST)
    ? JSON.parse(readFileSync(path.resolve(POST_MANIFEST), "utf8"))
    : [];
let made = readPosts();

/** The posts a visitor can read in any language: drafts too while the owner works on the site. */
function readable(mode: string): ReadonlyArray<Post> {
  if (mode !== "development") return made.filter((post) => !post.draft);
  made = readPosts();
  return made;
}

/** The posts a visitor can read in a language (the default's unless said), newest first. */
export function postsFor(
  mode: string,
  lang: Language = DEFAULT_LANGUAGE,
): ReadonlyArray<Post> {
  return readable(mode).filter((post) => post.lang === lang);
}

/**
 * The languages a post is written in, in the owner's order: where it has a page, its
 * alternates, and where the language switcher can lead.
 */
export function translationsOf(mode: string, slug: string): Language[] {
  const posts = readable(mode);
  return LANGUAGES.filter((lang) =>
    posts.some((post) => post.slug === slug && post.lang === lang),
  );
}

/** The languages whose blog has posts, or posts with the tag: where its list is a page. */
export function blogLanguages(mode: string, tag?: string): Language[] {
  const posts = readable(mode);
  return LANGUAGES.filter((lang) =>
    posts.some(
      (post) =>
        post.lang === lang && (tag === undefined || post.tags.includes(tag)),
    ),
  );
}

/**
 * A post's text, for the server's render of its page alone: the browser's build has no posts,
 * and its pages take the text from the document (see PostBody). The build names the site's
 * pages and pictures from its root; under a path (a static host's), they are put under it.
 */
export function postHtml(slug: string, lang: Language): string | undefined {
  const html = made.find(
    (post) => post.slug === slug && post.lang === lang,
  )?.html;
  if (html === undefined || BASE_PATH === "/") return html;
  const tree = fromHtml(html, { fragment: true });
  changeAddresses(tree, linkPath);
  return toHtml(tree);
}

// Widened: the content file types each project as the fields it happens to have.
const stories: ReadonlyArray<Project> = projects;

/** The project whose story a post tells, if one names it. */
export function projectOfStory(slug: string) {
  return stories.find((project) => project.story === slug)?.name;
}

/**
 * The blog's documents in every language, which the server keeps with the pages' and the export
 * writes: the default's first, none in a language without posts.
 */
export function blogDocumentPaths(mode: string): string[] {
  return LANGUAGES.flatMap((lang) => {
    const posts = postsFor(mode, lang);
    if (posts.length === 0) return [];
    return [
      BLOG_PATH,
      ...tagsOf(posts).map(tagPath),
      ...posts.map((post) => postPath(post.slug)),
      ...Object.values(FEED_PATHS),
    ].map((path) => pathIn(lang, path));
  });
}

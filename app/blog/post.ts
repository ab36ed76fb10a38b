// A post as the pages, the feeds, the sitemap and the share cards read it: what the build made of
// one Markdown file of app/content/posts/ (scripts/posts.ts). Nothing reads the file itself.
import type { PictureSet } from "~/pictures/picture-set";
import type { Language } from "~/words/language";

/** A section of the text, for the table of contents: its id is its own address in the page. */
export type PostHeading = { id: string; text: string };

/** What the list of posts shows of each. */
export type PostSummary = {
  /** The file's name, and so the post's address: /blog/<slug>. */
  slug: string;
  title: string;
  description: string;
  /** Calendar dates, "2026-11-26". */
  date: string;
  updated?: string;
  tags: string[];
  /** Shown by `npm run dev` only, marked as a draft. */
  draft: boolean;
  readingMinutes: number;
  cover?: { picture: PictureSet; alt: string };
};

export type Post = PostSummary & {
  /**
   * The language it is written in: a post is at its address in each language it has a file in
   * (my-post.md, my-post.de.md), and in no other.
   */
  lang: Language;
  /** The text as HTML, made at build: code highlighted, pictures as the build made them. */
  html: string;
  headings: PostHeading[];
};

/** What the build made of every post in every language, newest first, drafts among them. */
export const POST_MANIFEST = "build/posts.json";
export const POSTS_DIRECTORY = "app/content/posts";

export const BLOG_PATH = "/blog";
/** How wide the post's column draws a picture (.post in the stylesheet), as `sizes` says it. */
export const POST_PICTURE_SIZES =
  "(max-width: 768px) calc(100vw - 2rem), 736px";
export const FEED_PATHS = { atom: "/blog/feed.xml", json: "/blog/feed.json" };
export const postPath = (slug: string) => `${BLOG_PATH}/${slug}`;
export const tagPath = (tag: string) =>
  `${BLOG_PATH}/tag/${encodeURIComponent(tag)}`;

/** A project's card on the portfolio, which a post telling its story links back to. */
export const projectAnchor = (name: string) =>
  `project-${name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "")}`;

/** Every tag the posts have, in order of first use. */
export function tagsOf(posts: ReadonlyArray<PostSummary>): string[] {
  return [...new Set(posts.flatMap((post) => post.tags))];
}

/** The day the newest change to any of the posts was made: the blog's own date. */
export function lastChanged(posts: ReadonlyArray<PostSummary>): string {
  return (
    posts
      .map((post) => post.updated ?? post.date)
      .sort()
      .at(-1) ?? ""
  );
}

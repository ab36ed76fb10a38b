// What a post's Markdown becomes at build: HTML with each section's id and a link to itself, code
// highlighted in both schemes, pictures as the build made them, what it says to a screen reader in
// the language's words, and the record the pages, feeds, sitemap and share cards read
// (docs/decisions/025-posts-made-at-build.md).
import rehypeShiki from "@shikijs/rehype";
import type { Element, Root as HastRoot } from "hast";
import { toString as hastText } from "hast-util-to-string";
import { h } from "hastscript";
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

import type { Post, PostHeading } from "../app/blog/post";
import { POST_PICTURE_SIZES } from "../app/blog/post";
import type { PostFrontMatter } from "../app/content-rules/post-schema";
import type { PictureSet } from "../app/pictures/picture-set";
import type { Language } from "../app/words/language";
import type { Wording } from "../app/words/wording";
import { wordsIn } from "../app/words/wording";

const WORDS_A_MINUTE = 230;
// Ids the page around a post has already: a section of the same name takes another.
const PAGE_IDS = new Set([
  "main",
  "site-menu",
  "accent-panel",
  "post-contents",
]);

/** Markdown as posts are written: front matter, and GitHub's tables, task lists and notes. */
export const markdown = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm);

/** What makes a post's HTML, with the words it adds in the wording's language. */
const htmlIn = ({ words, fill }: Wording) =>
  markdown()
    .use(remarkRehype, {
      footnoteLabel: words.postText.footnotes,
      footnoteLabelProperties: { className: ["visually-hidden"] },
      footnoteBackLabel: (reference, again) =>
        fill(words.postText.footnoteBack, {
          reference: `${reference + 1}${again > 1 ? `-${again}` : ""}`,
        }),
    })
    .use(rehypeSlug)
    .use(
      () => (tree: HastRoot) =>
        visit(tree, "element", ({ properties }) => {
          if (PAGE_IDS.has(String(properties.id))) properties.id += "-section";
        }),
    )
    .use(rehypeAutolinkHeadings, {
      behavior: "append",
      properties: { className: ["heading-link"] },
      content: (heading) => [
        h("span", { ariaHidden: "true" }, "#"),
        h(
          "span.visually-hidden",
          fill(words.postText.headingLink, { heading: hastText(heading) }),
        ),
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
      // No time limit on a line: a busy machine would otherwise leave the rest of a long line
      // unhighlighted in one scheme, and the same post would build to other bytes.
      tokenizeTimeLimit: 0,
    })
    .use(rehypeStringify);

/**
 * Renders each post's text, newest first, what it says to a screen reader in the post's own
 * language; `pictures` is what the build made of each picture.
 */
export async function renderPosts(
  posts: ReadonlyArray<{
    slug: string;
    lang: Language;
    meta: PostFrontMatter;
    tree: MdastRoot;
  }>,
  pictures: Record<string, PictureSet>,
): Promise<Post[]> {
  const made = (src: string) => pictures[src] ?? { src, sources: [] };
  const processors = new Map<Language, ReturnType<typeof htmlIn>>();
  const rendered = [];
  for (const { slug, lang, meta, tree } of posts) {
    const wording = wordsIn(lang);
    const { done, toDo, table } = wording.words.postText;
    let html = processors.get(lang);
    if (!html) processors.set(lang, (html = htmlIn(wording)));
    const hast = (await html.run(structuredClone(tree))) as HastRoot;
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
        node.properties.ariaLabel = node.properties.checked ? done : toDo;
      if (!parent || index === undefined) return;
      if (node.tagName === "img") parent.children[index] = picture(node, made);
      // Wide tables scroll in a box of their own, which the keyboard can reach.
      if (node.tagName === "table")
        parent.children[index] = h(
          "div.table-scroll",
          { tabIndex: 0, role: "region", ariaLabel: table },
          node,
        );
    });
    // The words of the text, in any script; the front matter is not read.
    const text = mdastText({ ...tree, children: tree.children.slice(1) });
    const words = [
      ...new Intl.Segmenter(undefined, { granularity: "word" }).segment(text),
    ].filter((segment) => segment.isWordLike).length;
    rendered.push({
      slug,
      lang,
      title: meta.title,
      description: meta.description,
      date: meta.date,
      updated: meta.updated,
      tags: meta.tags,
      draft: meta.draft,
      readingMinutes: Math.max(1, Math.round(words / WORDS_A_MINUTE)),
      cover:
        meta.image && meta.imageAlt
          ? { picture: made(meta.image), alt: meta.imageAlt }
          : undefined,
      html: html.stringify(hast).trim(),
      headings,
    });
  }
  return rendered.sort(
    (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
  );
}

/** A picture of the text as the build made it, as <Picture> draws one: below the fold, lazy. */
function picture(img: Element, made: (src: string) => PictureSet): Element {
  const { src, width, height, color, sources } = made(
    String(img.properties.src),
  );
  return h("picture", [
    ...sources.map(({ type, srcSet }) =>
      h("source", { type, srcSet, sizes: POST_PICTURE_SIZES }),
    ),
    h("img", {
      src,
      width,
      height,
      alt: img.properties.alt,
      loading: "lazy",
      decoding: "async",
      style: color ? `background-color:${color}` : undefined,
    }),
  ]);
}

// @vitest-environment node
// The posts of a site in three languages, whatever the owner's own list: each language's blog has
// the posts written in it and no other, a post knows the languages it is written in, and the
// server keeps every language's blog documents, none for a language without posts.
import type { Language } from "~/words/language";

import type { Post } from "./post";

vi.mock("~/content/languages", () => ({
  languages: { en: {}, de: {}, ar: {} },
}));

// The owner's list types the codes; these are the mocked list's.
const [en, de, ar] = ["en", "de", "ar"] as string[] as [
  Language,
  Language,
  Language,
];

const post = (
  slug: string,
  lang: Language,
  tags: string[],
  draft = false,
): Post => ({
  slug,
  lang,
  title: `${slug} (${lang})`,
  description: "About it.",
  date: "2026-11-26",
  tags,
  draft,
  readingMinutes: 1,
  html: `<p>${slug} in ${lang}</p>`,
  headings: [],
});

async function postsMade(made: Post[]) {
  vi.resetModules();
  vi.doMock("node:fs", async (original) => ({
    ...(await original<typeof import("node:fs")>()),
    existsSync: () => true,
    readFileSync: () => JSON.stringify(made),
  }));
  return import("./posts.server");
}

const MADE = [
  post("sql-compiler", en, ["sql", "compilers"]),
  post("migrations", de, ["sql", "postgres"]),
  post("migrations", en, ["sql", "postgres"]),
  post("nur-deutsch", de, ["notizen"]),
  post("entwurf", ar, ["notes"], true),
];

test("each language lists the posts written in it, newest first as made, the default's unless asked", async () => {
  const { postsFor } = await postsMade(MADE);
  const titles = (posts: ReadonlyArray<Post>) => posts.map((p) => p.title);
  expect(titles(postsFor("production"))).toEqual([
    "sql-compiler (en)",
    "migrations (en)",
  ]);
  expect(titles(postsFor("production", de))).toEqual([
    "migrations (de)",
    "nur-deutsch (de)",
  ]);
  expect(postsFor("production", ar)).toEqual([]);
  expect(titles(postsFor("development", ar))).toEqual(["entwurf (ar)"]);
});

test("a post knows the languages it is written in, in the owner's order; a blog, those with posts", async () => {
  const { translationsOf, blogLanguages } = await postsMade(MADE);
  expect(translationsOf("production", "migrations")).toEqual([en, de]);
  expect(translationsOf("production", "sql-compiler")).toEqual([en]);
  expect(translationsOf("production", "nur-deutsch")).toEqual([de]);
  expect(translationsOf("production", "entwurf")).toEqual([]);
  expect(blogLanguages("production")).toEqual([en, de]);
  expect(blogLanguages("production", "postgres")).toEqual([en, de]);
  expect(blogLanguages("production", "compilers")).toEqual([en]);
  expect(blogLanguages("development", "notes")).toEqual([ar]);
});

test("a post's text is the one written in the page's language", async () => {
  const { postsFor, postHtml } = await postsMade(MADE);
  postsFor("production");
  expect(postHtml("migrations", de)).toBe("<p>migrations in de</p>");
  expect(postHtml("migrations", en)).toBe("<p>migrations in en</p>");
  expect(postHtml("sql-compiler", de)).toBeUndefined();
});

test("the blog's documents are every language's with posts, each below its code, the default's first", async () => {
  const { blogDocumentPaths } = await postsMade(MADE);
  expect(blogDocumentPaths("production")).toEqual([
    "/blog",
    "/blog/tag/sql",
    "/blog/tag/compilers",
    "/blog/tag/postgres",
    "/blog/sql-compiler",
    "/blog/migrations",
    "/blog/feed.xml",
    "/blog/feed.json",
    "/de/blog",
    "/de/blog/tag/sql",
    "/de/blog/tag/postgres",
    "/de/blog/tag/notizen",
    "/de/blog/migrations",
    "/de/blog/nur-deutsch",
    "/de/blog/feed.xml",
    "/de/blog/feed.json",
  ]);
  const germanOnly = await postsMade([post("nur-deutsch", de, [])]);
  expect(germanOnly.blogDocumentPaths("production")).toEqual([
    "/de/blog",
    "/de/blog/nur-deutsch",
    "/de/blog/feed.xml",
    "/de/blog/feed.json",
  ]);
});

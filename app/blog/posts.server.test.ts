// @vitest-environment node
// What the server makes of the posts the build made: a production server never shows a draft,
// even from a list `npm run dev` wrote, and keeps one document per page of the blog.
import type { Post } from "./post";

const post = (slug: string, tags: string[], draft = false): Post => ({
  slug,
  lang: "en",
  title: slug,
  description: "About it.",
  date: "2026-11-26",
  tags,
  draft,
  readingMinutes: 1,
  html: "<p>Text.</p>",
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

test("drafts are shown in development alone", async () => {
  const { postsFor } = await postsMade([
    post("draft", ["notes"], true),
    post("published", ["sql"]),
  ]);
  expect(postsFor("production").map((p) => p.slug)).toEqual(["published"]);
  expect(postsFor("development").map((p) => p.slug)).toEqual([
    "draft",
    "published",
  ]);
});

test("the blog's documents: the list, a list per tag, each post and the feeds; none without posts", async () => {
  const { blogDocumentPaths } = await postsMade([
    post("sql-compiler", ["sql", "compilers"]),
    post("migrations", ["sql"]),
    post("draft", ["notes"], true),
  ]);
  expect(blogDocumentPaths("production")).toEqual([
    "/blog",
    "/blog/tag/sql",
    "/blog/tag/compilers",
    "/blog/sql-compiler",
    "/blog/migrations",
    "/blog/feed.xml",
    "/blog/feed.json",
  ]);
  const none = await postsMade([post("draft", ["notes"], true)]);
  expect(none.blogDocumentPaths("production")).toEqual([]);
});

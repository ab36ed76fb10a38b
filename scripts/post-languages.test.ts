// @vitest-environment node
// Posts in a site of three languages, whatever the owner's own list: a file's name says its post's
// address and language, a translation is the same post at its language's address, links to a
// language's blog need posts in it, and the build says what each language has left to translate.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { Language } from "../app/words/language";

import { postFileName, untranslatedPosts } from "./post-languages";
import { readPosts } from "./posts";

vi.mock("~/content/languages", () => ({
  languages: { en: {}, de: {}, ar: {} },
}));

// The owner's list types the codes; these are the mocked list's.
const [en, de, ar] = ["en", "de", "ar"] as string[] as [
  Language,
  Language,
  Language,
];

let posts: string;

beforeEach(() => {
  posts = mkdtempSync(path.join(tmpdir(), "post-languages-"));
});

afterEach(() => rmSync(posts, { recursive: true, force: true }));

/** Writes a post: its title, tags and text. */
function write(name: string, text = "Some text.", tags = "[sql]") {
  writeFileSync(
    path.join(posts, name),
    `---\ntitle: ${name}\ndate: 2026-11-26\ndescription: About it.\ntags: ${tags}\n---\n\n${text}\n`,
  );
}

const check = () =>
  readPosts({ directory: posts, publicDir: posts, pagePaths: ["/", "/de"] });

const problems = () =>
  check().problems.map((line) => line.replace(`${posts}/`, ""));

test("a post's file names its address, and its language after it: none is the default's", () => {
  expect(postFileName("my-post.md")).toEqual({ slug: "my-post", lang: en });
  expect(postFileName("my-post.de.md")).toEqual({ slug: "my-post", lang: de });
  expect(postFileName("my-post.ar.markdown")).toEqual({
    slug: "my-post",
    lang: ar,
  });
  // The default's own code names its post too.
  expect(postFileName("my-post.en.md")).toEqual({ slug: "my-post", lang: en });
});

test("a code after the name that the site does not list names the file and the codes it lists", () => {
  write("my-post.md");
  write("my-post.fr.md");
  write("release-1.2.md");
  expect(problems()).toEqual([
    "my-post.fr.md: expected the post's name and .md, or for a translation the name, a language's code and .md, as in my-post.de.md; \"fr\" is no language app/content/languages.ts lists (en, de, ar)",
    "release-1.2.md: expected the post's name and .md, or for a translation the name, a language's code and .md, as in my-post.de.md; \"2\" is no language app/content/languages.ts lists (en, de, ar)",
  ]);
});

test("a translation is the same post at its language's address; two files of one language at one address are refused", () => {
  write("my-post.md");
  write("my-post.de.md");
  write("my-post.ar.md");
  expect(problems()).toEqual([]);
  expect(check().posts.map((post) => [post.slug, post.lang])).toEqual([
    ["my-post", ar],
    ["my-post", de],
    ["my-post", en],
  ]);
  write("my-post.en.md");
  expect(problems()).toEqual([
    `my-post.md: expected an address of its own; ${posts}/my-post.en.md is at /blog/my-post too`,
  ]);
});

test("a link to a post, a tag or a blog in a language needs posts written in that language", () => {
  write("english.md");
  write("german.de.md", "", "[notizen]");
  write(
    "links.de.md",
    [
      "[a](/blog/english) [b](/de/blog/german) [c](/de/blog/tag/notizen)",
      "[d](/de/blog) [e](/de/blog/feed.xml) [f](/blog/tag/sql)",
      "",
      "[g](/de/blog/english)",
      "",
      "[h](/de/blog/tag/sql)",
      "",
      "[i](/ar/blog)",
    ].join("\n"),
    "[notizen]",
  );
  const wrong = "the site has no page, post or file in public/ at this address";
  expect(problems()).toEqual([
    `links.de.md:11: link to /de/blog/english: ${wrong}`,
    `links.de.md:13: link to /de/blog/tag/sql: ${wrong}`,
    `links.de.md:15: link to /ar/blog: ${wrong}`,
  ]);
});

test("each language's untranslated posts are a line each, in the owner's order of languages", () => {
  expect(
    untranslatedPosts([
      { slug: "second", lang: en },
      { slug: "first", lang: en },
      { slug: "first", lang: de },
      { slug: "german-only", lang: de },
    ]),
  ).toEqual([
    'en: post "german-only" is not translated',
    'de: post "second" is not translated',
    'ar: post "first" is not translated',
    'ar: post "german-only" is not translated',
    'ar: post "second" is not translated',
  ]);
  expect(untranslatedPosts([])).toEqual([]);
});

test("the untranslated posts are those the build makes: a draft translation is not one yet", () => {
  write("ready.md");
  write("ready.de.md");
  writeFileSync(
    path.join(posts, "ready.ar.md"),
    "---\ntitle: Draft\ndate: 2026-11-26\ndescription: About it.\ndraft: true\n---\n\nText.\n",
  );
  expect(untranslatedPosts(check().posts)).toEqual([
    'ar: post "ready" is not translated',
  ]);
});

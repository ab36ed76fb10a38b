// @vitest-environment node
// A post's page in a site of three languages, whatever the owner's own list: it is there in the
// languages it is written in, with the list of them for its alternates and the language switcher,
// and nowhere else.
import { routeArgs } from "../../../tests/support/load-context";
import type { Post } from "~/blog/post";
import type { Language } from "~/words/language";

vi.mock("~/content/languages", async () => ({
  languages: {
    en: (await import("~/content/words/en")).words,
    de: (await import("../../../tests/fixtures/languages/de")).words,
    ar: (await import("../../../tests/fixtures/languages/ar")).words,
  },
}));

// The owner's list types the codes; these are the mocked list's.
const [en, de] = ["en", "de"] as string[] as [Language, Language];

const post = (slug: string, lang: Language, date: string): Post => ({
  slug,
  lang,
  title: `${slug} (${lang})`,
  description: "About it.",
  date,
  tags: [],
  draft: false,
  readingMinutes: 1,
  html: "<p>Text.</p>",
  headings: [],
});

// The posts the build made, in place of build/posts.json.
vi.mock("node:fs", async (original) => {
  const fs = await original<typeof import("node:fs")>();
  const made = (file: unknown) => String(file).endsWith("posts.json");
  return {
    ...fs,
    existsSync: (file: string) => made(file) || fs.existsSync(file),
    readFileSync: ((file: string, options: BufferEncoding) =>
      made(file)
        ? JSON.stringify([
            post("newest", en, "2026-11-20"),
            post("translated", de, "2026-11-15"),
            post("translated", en, "2026-11-10"),
            post("english-only", en, "2026-11-01"),
          ])
        : fs.readFileSync(file, options)) as typeof fs.readFileSync,
  };
});

const { loader } = await import("./route");

const load = (path: string, slug: string) =>
  loader({
    ...routeArgs(new Request(`http://localhost${path}`)),
    params: { slug },
  });

test("a translation is its language's post, with the languages the post is written in and its neighbours in that language", () => {
  const { post, newer, older, translations } = load(
    "/de/blog/translated",
    "translated",
  );
  expect(post.title).toBe("translated (de)");
  expect(post).not.toHaveProperty("lang");
  expect(post).not.toHaveProperty("html");
  expect(translations).toEqual([en, de]);
  expect([newer, older]).toEqual([null, null]);
  const english = load("/blog/translated", "translated");
  expect(english.post.title).toBe("translated (en)");
  expect(english.translations).toEqual([en, de]);
  expect([english.newer?.slug, english.older?.slug]).toEqual([
    "newest",
    "english-only",
  ]);
});

test("a post not written in the page's language is no page there", () => {
  expect(load("/blog/english-only", "english-only").translations).toEqual([en]);
  let thrown: unknown;
  try {
    load("/de/blog/english-only", "english-only");
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).status).toBe(404);
});

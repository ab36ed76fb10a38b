// The site in three languages, English, German and Arabic, as an owner who lists them has it: a
// copy of the project built with the words of tests/fixtures/languages/ (languages-site.ts) and
// served by its own production server. The tests of what the languages change for a visitor
// (each language's addresses, its words, its direction) join this file and share its copy.

// Playwright's own test: these pages come from the copy's server, and the worker's server of the
// shipped site (./fixtures) is not needed.
import { expect, test } from "@playwright/test";

import { startLanguagesSite } from "./languages-site";
import type { LanguagesSite } from "./languages-site";

let site: LanguagesSite;

// One copy for every test of the file, built once.
test.describe.configure({ mode: "serial", timeout: 60_000 });

test.beforeAll(async () => {
  // A hook's own limit: building the copy takes a minute or two, and nearly three beside the
  // other tests on a busy machine, which must not fail it.
  test.setTimeout(600_000);
  site = await startLanguagesSite();
});

test.afterAll(async () => {
  await site?.stop();
});

test("the three-language copy builds, and its home page is in the default language, English", async () => {
  const response = await fetch(`${site.origin}/`);
  expect(response.status).toBe(200);
  expect(await response.text()).toMatch(/^<!DOCTYPE html><html lang="en"[ >]/i);
});

test("each other language's pages live below its code, in its language and direction", async () => {
  for (const [path, lang, dir] of [
    ["/", "en", "ltr"],
    ["/about", "en", "ltr"],
    ["/de", "de", "ltr"],
    ["/de/about", "de", "ltr"],
    ["/de/portfolio/2", "de", "ltr"],
    ["/ar/contact", "ar", "rtl"],
  ] as const) {
    const response = await fetch(`${site.origin}${path}`);
    expect(response.status, path).toBe(200);
    expect(await response.text(), path).toContain(
      `<html lang="${lang}" dir="${dir}"`,
    );
  }
});

test("an unknown code is the default's 404, and an unknown page below a language is that language's", async () => {
  const english = await fetch(`${site.origin}/xx/about`);
  expect(english.status).toBe(404);
  expect(await english.text()).toContain('<html lang="en" dir="ltr"');
  const german = await fetch(`${site.origin}/de/nope/at/depth`);
  expect(german.status).toBe(404);
  const html = await german.text();
  expect(html).toContain('<html lang="de" dir="ltr"');
  expect(html).toContain("Seite nicht gefunden");
  // The default's code is no prefix: its pages have none.
  expect((await fetch(`${site.origin}/en/about`)).status).toBe(404);
});

// The copy's posts: the fixture posts in English, and one of them, "migrations", in German too.
test.describe("posts per language", () => {
  const ORIGIN = "https://portfolio.example";
  const GERMAN_TITLE = "Was mich eine gescheiterte Migration gelehrt hat";

  /** The document at a path of the copy: its status and its text. */
  async function page(path: string) {
    const response = await fetch(`${site.origin}${path}`);
    return { status: response.status, html: await response.text() };
  }

  /** The languages a document's hreflang alternates name, x-default among them. */
  const alternates = (html: string) =>
    [...html.matchAll(/<link [^>]*hrefLang="([^"]+)"[^>]*>/gi)].map(
      ([link, code]) => [code, /href="([^"]+)"/.exec(link)![1]],
    );

  /** What a post's page tells search engines of it. */
  const jsonLd = (html: string) =>
    JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!,
    );

  test("the build says, language by language, which posts are not translated", () => {
    expect(
      site.built.split("\n").filter((line) => /^\w+: post "/.test(line)),
    ).toEqual([
      'de: post "hello-world" is not translated',
      'de: post "sql-compiler" is not translated',
      'ar: post "hello-world" is not translated',
      'ar: post "migrations" is not translated',
      'ar: post "sql-compiler" is not translated',
    ]);
  });

  test("the German blog lists the German post alone, dated and timed in German, and leads to it", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const visit = await context.newPage();
    const errors: string[] = [];
    visit.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    visit.on("pageerror", (error) => errors.push(error.message));
    await visit.goto(`${site.origin}/de/blog`);
    await expect(visit.getByRole("heading", { level: 1 })).toHaveText(
      "Mein Blog",
    );
    await expect(visit.locator(".post-list h2")).toHaveText([GERMAN_TITLE]);
    const facts = visit.locator(".post-list .post-facts");
    await expect(facts.locator("time")).toHaveText("22. November 2026");
    await expect(facts).toContainText("1 Min. Lesezeit");
    await expect(
      visit.getByRole("navigation", {
        name: "Beiträge nach Schlagwort filtern",
      }),
    ).toContainText("#postgres");
    await expect(
      visit.getByRole("link", { name: "BLOG", exact: true }),
    ).toHaveAttribute("href", "/de/blog");
    await visit.locator("button.accent-gear").waitFor({ state: "attached" });
    await visit.getByRole("link", { name: GERMAN_TITLE }).click();
    await expect(visit).toHaveURL(`${site.origin}/de/blog/migrations`);
    await expect(visit.getByRole("heading", { level: 1 })).toHaveText(
      GERMAN_TITLE,
    );
    await expect(visit.locator(".post-body")).toContainText(
      "vierzig Millionen Zeilen",
    );
    await expect(visit.locator("#footnote-label")).toHaveText(/^Fußnoten/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a post is a page in the languages it is written in, and German's 404 in German where it is not", async () => {
    const german = await page("/de/blog/migrations");
    expect(german.status).toBe(200);
    expect(german.html).toContain('<html lang="de" dir="ltr"');
    expect(german.html).toContain(`<h1>${GERMAN_TITLE}</h1>`);
    expect(alternates(german.html)).toEqual([
      ["en", `${ORIGIN}/blog/migrations`],
      ["de", `${ORIGIN}/de/blog/migrations`],
      ["x-default", `${ORIGIN}/blog/migrations`],
    ]);
    expect(jsonLd(german.html)).toMatchObject({
      url: `${ORIGIN}/de/blog/migrations`,
      inLanguage: "de",
      translationOfWork: { url: `${ORIGIN}/blog/migrations`, inLanguage: "en" },
    });
    const original = await page("/blog/migrations");
    expect(jsonLd(original.html)).toMatchObject({
      inLanguage: "en",
      workTranslation: [
        { url: `${ORIGIN}/de/blog/migrations`, inLanguage: "de" },
      ],
    });
    const englishOnly = await page("/blog/sql-compiler");
    expect(alternates(englishOnly.html)).toEqual([
      ["en", `${ORIGIN}/blog/sql-compiler`],
      ["x-default", `${ORIGIN}/blog/sql-compiler`],
    ]);
    for (const path of [
      "/de/blog/sql-compiler",
      "/de/blog/tag/compilers",
      "/ar/blog/migrations",
    ]) {
      const missing = await page(path);
      expect(missing.status, path).toBe(404);
      expect(missing.html, path).not.toContain("How the SQL compiler");
    }
    expect((await page("/de/blog/sql-compiler")).html).toContain(
      "Seite nicht gefunden",
    );
    expect((await page("/de/blog/tag/sql")).status).toBe(200);
  });

  test("a language without posts has no blog: no list, feeds, menu link or feed link", async () => {
    for (const path of ["/ar/blog", "/ar/blog/feed.xml", "/ar/blog/feed.json"])
      expect((await page(path)).status, path).toBe(404);
    const arabic = await page("/ar");
    expect(arabic.html).not.toContain('href="/ar/blog"');
    expect(arabic.html).not.toContain("application/atom+xml");
    const feedLink = (html: string) =>
      /<link rel="alternate" type="application\/atom\+xml" [^>]*href="([^"]+)"/.exec(
        html,
      )?.[1];
    expect(feedLink((await page("/")).html)).toBe("/blog/feed.xml");
    expect(feedLink((await page("/de/about")).html)).toBe("/de/blog/feed.xml");
  });

  test("the German feeds name their language and hold the German post; the English feeds are as they were", async () => {
    const atom = await fetch(`${site.origin}/de/blog/feed.xml`);
    expect(atom.headers.get("Content-Type")).toBe(
      "application/atom+xml; charset=utf-8",
    );
    const xml = await atom.text();
    expect(xml).toContain(
      '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">',
    );
    expect(
      [
        ...xml.matchAll(/<entry>\s*<title type="html"><!\[CDATA\[(.*?)\]\]>/g),
      ].map(([, title]) => title),
    ).toEqual([GERMAN_TITLE]);
    expect(xml).toContain(`<id>${ORIGIN}/de/blog/migrations</id>`);
    const json = await (await fetch(`${site.origin}/de/blog/feed.json`)).json();
    expect(json).toMatchObject({
      language: "de",
      home_page_url: `${ORIGIN}/de/blog`,
      feed_url: `${ORIGIN}/de/blog/feed.json`,
    });
    expect(json.items.map((item: { url: string }) => item.url)).toEqual([
      `${ORIGIN}/de/blog/migrations`,
    ]);

    const english = await (await fetch(`${site.origin}/blog/feed.xml`)).text();
    expect(english).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">\n/,
    );
    expect(english).not.toContain("xml:lang");
    expect(
      [...english.matchAll(/<id>([^<]+)<\/id>/g)].map(([, id]) => id),
    ).toEqual([
      `${ORIGIN}/blog`,
      `${ORIGIN}/blog/migrations`,
      `${ORIGIN}/blog/sql-compiler`,
      `${ORIGIN}/blog/hello-world`,
    ]);
    const englishJson = await (
      await fetch(`${site.origin}/blog/feed.json`)
    ).json();
    expect(englishJson).toMatchObject({
      language: "en",
      home_page_url: `${ORIGIN}/blog`,
    });
    expect(englishJson.items).toHaveLength(3);
  });
});

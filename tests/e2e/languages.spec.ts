// The site in three languages, English, German and Arabic, as an owner who lists them has it: a
// copy of the project built with the words of tests/fixtures/languages/ (languages-site.ts) and
// served by its own production server. The tests of what the languages change for a visitor
// (each language's addresses, its words, its direction) join this file and share its copy.

// Playwright's own test: these pages come from the copy's server, and the worker's server of the
// shipped site (./fixtures) is not needed.
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";

import { profile } from "../../app/content/profile";
import { theme } from "../../app/content/theme";
import { legibleAccent } from "../../app/colors/color";
import type { Language } from "../../app/words/language";
import { wording } from "../../app/words/wording";
import { shareCardContent } from "../../scripts/draw-images";
import { drawShareCard } from "../../scripts/share-card";
import { words as arabicWords } from "../fixtures/languages/ar";
import { translation as german } from "../fixtures/languages/translations/de";
import { inkMarks } from "../support/ink-marks";
import { axeViolations } from "./axe";
import { message } from "./contact-message";
import {
  atomLanguage,
  crawl,
  pathOf,
  readSitemap,
  sorted,
} from "./document-facts";
import type { PageFacts, SitemapUrl } from "./document-facts";
import { receivedTitled } from "./email-service-env";
import { startLanguagesSite } from "./languages-site";
import type { LanguagesSite } from "./languages-site";
import { notTheSample } from "./shipped-sample";
import { gotoAnswering, scriptAnswers } from "./page-helpers";
import { POPPLER_INSTALLED, pdfPages, squash } from "./pdf-tools";
import { E2E_SITE_URL } from "./site-url";

let site: LanguagesSite;

// One copy for every test of the file, built once.
test.describe.configure({ mode: "serial", timeout: 60_000 });

// The fixture's translation names the sample's entries, and the tests read the sample's words.
const skipped = notTheSample("the three-language site");
test.skip(skipped !== undefined, skipped);

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

// What search engines and feed readers read of the three languages, parsed as they parse it:
// every document the copy keeps, reached from its sitemap and the links of its pages.
test.describe("crawlers", () => {
  const LANGUAGES = ["en", "de", "ar"];
  const PAGES = ["/", "/about", "/skills", "/resume", "/portfolio", "/contact"];
  /** Each language's locale as Open Graph writes it (its words' locale, less its settings). */
  const OG_LOCALES: Record<string, string> = {
    en: "en_GB",
    de: "de_DE",
    ar: "ar",
  };
  /** The language of a page at an address: the code it is below, or English. */
  const languageOf = (path: string) =>
    /^\/(de|ar)(?:[/?]|$)/.exec(path)?.[1] ?? "en";
  const inLanguage = (lang: string, path: string) =>
    lang === "en" ? path : path === "/" ? `/${lang}` : `/${lang}${path}`;

  let documents: Map<string, PageFacts>;
  let sitemap: SitemapUrl[];

  test.beforeAll(async ({ browser }) => {
    sitemap = await readSitemap(browser, site.origin);
    documents = await crawl(
      site.origin,
      sitemap.map(({ loc }) => pathOf(loc)),
    );
  });

  test("the sitemap names each page in every language, with the versions the page itself names", () => {
    const locs = sitemap.map(({ loc }) => loc);
    for (const lang of LANGUAGES)
      for (const path of PAGES)
        expect(locs).toContain(`${E2E_SITE_URL}${inLanguage(lang, path)}`);
    expect(new Set(locs).size).toBe(locs.length);
    for (const { loc, alternates } of sitemap) {
      const page = documents.get(pathOf(loc));
      expect(page?.status, loc).toBe(200);
      expect(page!.canonical, loc).toBe(loc);
      expect(sorted(alternates), loc).toEqual(sorted(page!.alternates));
    }
  });

  test("every document's versions are absolute, include it, have one x-default, answer, and name it back", () => {
    const pages = [...documents.values()].filter((page) => page.status === 200);
    // Each language's six pages and its portfolio's tabs at least.
    expect(pages.length).toBeGreaterThan(PAGES.length * LANGUAGES.length);
    for (const page of pages) {
      const at = page.path;
      const codes = page.alternates.map(({ hreflang }) => hreflang);
      expect(
        codes.filter((code) => code === "x-default"),
        at,
      ).toHaveLength(1);
      expect(new Set(codes).size, at).toBe(codes.length);
      for (const { href } of page.alternates)
        expect(href.startsWith(`${E2E_SITE_URL}/`), `${at}: ${href}`).toBe(
          true,
        );
      // Itself, by its canonical address: a portfolio tab's is the portfolio's.
      expect(page.alternates, at).toContainEqual({
        hreflang: page.lang,
        href: page.canonical,
      });
      for (const { href } of page.alternates) {
        const version = documents.get(pathOf(href));
        expect(version?.status, `${at} names ${href}`).toBe(200);
        expect(sorted(version!.alternates), `${href} names ${at}'s`).toEqual(
          sorted(page.alternates),
        );
      }
      // Every canonical address is one the sitemap lists, but a tag's list: the sitemap names
      // the pages and the posts, as it does with one language, and a tag's list is found by them.
      if (!page.canonical?.includes("/blog/tag/"))
        expect(
          sitemap.map(({ loc }) => loc),
          at,
        ).toContain(page.canonical);
    }
  });

  test("every document says its language and direction, and its preview's locale and the others'", () => {
    for (const page of documents.values()) {
      if (page.status !== 200) continue;
      const lang = languageOf(page.path);
      expect(page.lang, page.path).toBe(lang);
      expect(page.dir, page.path).toBe(lang === "ar" ? "rtl" : "ltr");
      expect(page.ogLocale, page.path).toBe(OG_LOCALES[lang]);
      const versions = page.alternates
        .map(({ hreflang }) => hreflang)
        .filter((code) => code !== "x-default" && code !== lang);
      expect([...page.ogLocaleAlternates].sort(), page.path).toEqual(
        versions.map((code) => OG_LOCALES[code]).sort(),
      );
    }
  });

  test("the language switcher of every document leads to a document in the language it names", () => {
    for (const page of documents.values()) {
      if (page.status !== 200) continue;
      expect(
        page.switcher.map(({ hreflang }) => hreflang),
        page.path,
      ).toEqual(LANGUAGES);
      for (const { hreflang, href } of page.switcher) {
        const target = documents.get(href);
        expect(target?.status, `${page.path} → ${href}`).toBe(200);
        expect(target!.lang, `${page.path} → ${href}`).toBe(hreflang);
      }
    }
  });

  test("each language's feeds, where its pages name them, say their language", async ({
    browser,
  }) => {
    const feeds = new Map<string, string>();
    for (const page of documents.values())
      for (const href of page.feeds) feeds.set(href, languageOf(page.path));
    test.skip(feeds.size === 0, "the copy has no posts, and so no feeds");
    for (const [href, lang] of feeds) {
      const response = await fetch(`${site.origin}${href}`);
      expect(response.status, href).toBe(200);
      const text = await response.text();
      if (href.endsWith(".json"))
        expect((JSON.parse(text) as { language?: string }).language, href).toBe(
          lang,
        );
      else expect(await atomLanguage(browser, text), href).toBe(lang);
    }
  });
});

// A visitor's way between the languages, and a form answering in the page's.
test.describe("the language switcher", () => {
  /** What the page logs as an error or throws, for the test to check at its end. */
  function consoleErrorsOf(page: Page) {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    return errors;
  }

  const switcher = (page: Page, name: string) =>
    page.getByRole("navigation", { name });

  test("without JavaScript, it leads to the same tab in German, and to the same page in Arabic, right to left", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const errors = consoleErrorsOf(page);
    await page.goto(`${site.origin}/portfolio/2`);
    const english = switcher(page, "Languages");
    await expect(
      english.getByRole("link", { name: "English" }),
    ).toHaveAttribute("aria-current", "page");
    await english.getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(`${site.origin}/de/portfolio/2`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(
      switcher(page, "Sprachen").getByRole("link", { name: "Deutsch" }),
    ).toHaveAttribute("aria-current", "page");

    await page.goto(`${site.origin}/about`);
    const arabic = switcher(page, "Languages").getByRole("link", {
      name: "العربية",
    });
    await expect(arabic).toHaveAttribute("hreflang", "ar");
    await expect(arabic).toHaveAttribute("lang", "ar");
    await arabic.click();
    await expect(page).toHaveURL(`${site.origin}/ar/about`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(
      page.getByRole("heading", { level: 1, name: "نبذة عني" }),
    ).toBeVisible();
    await context.close();
    expect(errors).toEqual([]);
  });

  test("with JavaScript, it loads the page in the other language, and a keyboard sees where it is", async ({
    page,
  }) => {
    const errors = consoleErrorsOf(page);
    await gotoAnswering(page, `${site.origin}/portfolio/2`);
    const german = switcher(page, "Languages").getByRole("link", {
      name: "Deutsch",
    });
    await german.focus();
    expect(
      await german.evaluate((link) => ({
        focusVisible: link.matches(":focus-visible"),
        outline: getComputedStyle(link).outlineStyle,
      })),
    ).toEqual({ focusVisible: true, outline: "solid" });
    expect(
      await axeViolations(page, { include: "nav.language-switcher" }),
    ).toEqual([]);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${site.origin}/de/portfolio/2`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(
      page.getByRole("navigation", { name: "Hauptmenü" }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("in German, the contact form's errors and its success alert are German", async ({
    page,
  }) => {
    const errors = consoleErrorsOf(page);
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.accept();
    });
    await gotoAnswering(page, `${site.origin}/de/contact`);
    const field = (label: string) =>
      page.getByRole("textbox", { name: label, exact: true });
    const values = message();
    // Both pass the browser's own checks; the server is stricter.
    await field("Name").fill("   ");
    await field("E-Mail").fill("ann@example");
    await field("Betreff").fill(values.title);
    await field("Nachricht").fill(values.message);
    const send = page.getByRole("button", { name: "Nachricht senden" });
    await send.click();
    await expect(field("Name")).toBeFocused();
    await expect(field("Name")).toHaveAccessibleDescription(
      "Bitte geben Sie Ihren Namen ein.",
    );
    await expect(field("E-Mail")).toHaveAccessibleDescription(
      "Bitte geben Sie eine gültige E-Mail-Adresse ein, etwa name@example.com.",
    );
    expect(dialogs).toEqual([]);

    await field("Name").fill(values.name);
    await field("E-Mail").fill(values.email);
    await send.click();
    await expect
      .poll(() => dialogs)
      .toEqual(["alert: Ihre Nachricht wurde gesendet!"]);
    await expect(field("Betreff")).toHaveValue("");
    await expect.poll(() => receivedTitled(values.title)).toHaveLength(1);
    // The refused message's answer, which the browser reports as a failed resource.
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });
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
    await scriptAnswers(visit);
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

  test("each language's feeds name their language, the German ones hold the German post alone", async () => {
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
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="en">\n/,
    );
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

test.describe("owner content per language", () => {
  // The copy lists German and Arabic; the project's own types know English alone.
  const [de, ar] = ["de", "ar"] as string[] as Language[];

  /** The errors a page logs or throws while a test visits it. */
  function consoleErrors(page: Page) {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    return errors;
  }

  /** A meta tag's content in a page's HTML. */
  const metaOf = (html: string, property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(
      html,
    )?.[1];

  test("the German about page shows the German bio and job title, and English where a field is not translated", async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.goto(`${site.origin}/de/about`);
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { name: "MERN-Stack-Entwickler" }),
    ).toBeVisible();
    await expect(main.getByText(german.profile.bio)).toBeVisible();
    await expect(main.getByText(profile.bio)).toHaveCount(0);
    const labels = main.locator(".personal-info dt");
    // Age and Contact No are translated; Address and Email are not, and stay in English.
    await expect(labels).toHaveText([
      "Name",
      "Alter",
      "Address",
      "Email",
      "Telefon",
    ]);
    expect(errors).toEqual([]);
  });

  test("the German résumé prints as a German CV: its headings, job title and translated entry", async ({
    page,
  }, testInfo) => {
    test.skip(
      !POPPLER_INSTALLED,
      "the résumé printed to PDF: pdftotext (Debian's poppler-utils) is missing",
    );
    const errors = consoleErrors(page);
    await page.goto(`${site.origin}/de/resume`);
    const pdf = await page.pdf({ format: "A4" });
    const text = pdfPages(pdf, testInfo.outputPath("cv-de.pdf")).join("\n");
    const lines = text.split("\n").map(squash);
    for (const heading of ["Berufserfahrung", "Ausbildung", "Kenntnisse"])
      expect(lines, heading).toContain(squash(heading));
    for (const heading of ["Experience", "Education", "Skills"])
      expect(lines, heading).not.toContain(squash(heading));
    // The CV opens with the owner and their job title in German.
    expect(squash(text)).toMatch(
      new RegExp(`^${squash("Alex Doe MERN-Stack-Entwickler")}`),
    );
    expect(squash(text)).toContain(squash("Werkstudent Softwareentwicklung"));
    // An entry the translation leaves out is printed in English.
    expect(squash(text)).toContain(
      squash("Bachelor of Technology in Computer Science"),
    );
    expect(squash(text)).toContain(squash("E-Mail: alex.doe@example.com"));
    expect(errors).toEqual([]);
  });

  test("each language's page has its own share card, by its address in the language, in its words", async () => {
    const cardOf = async (path: string) => {
      const html = await (await fetch(`${site.origin}${path}`)).text();
      return {
        src: metaOf(html, "og:image"),
        alt: metaOf(html, "og:image:alt"),
      };
    };
    const [english, deutsch] = [
      await cardOf("/about"),
      await cardOf("/de/about"),
    ];
    expect(deutsch.src).toMatch(/\/share-cards\/de-about-[0-9a-f]{10}\.png$/);
    expect(english.src).toMatch(/\/share-cards\/about-[0-9a-f]{10}\.png$/);
    expect(deutsch.alt).toBe("Über mich: Alex Doe, MERN-Stack-Entwickler");
    expect(english.alt).toBe(`About Me: Alex Doe, ${profile.jobTitle}`);
  });

  test("an Arabic page's share card draws its letters joined, laid out from the right", async () => {
    const html = await (await fetch(`${site.origin}/ar/about`)).text();
    const src = metaOf(html, "og:image");
    expect(src).toMatch(/\/share-cards\/ar-about-[0-9a-f]{10}\.png$/);
    const built = new Uint8Array(
      await (
        await fetch(`${site.origin}${new URL(src!).pathname}`)
      ).arrayBuffer(),
    );
    // The card the build drew is the drawer's for the about page in the Arabic words.
    const content = shareCardContent(
      { heading: arabicWords.pages.about.heading, icon: "user" },
      wording(ar!, arabicWords),
    );
    expect(content.direction).toBe("rtl");
    const drawn = await drawShareCard(content);
    expect(drawn.undrawable).toEqual([]);
    expect(Buffer.from(built).equals(Buffer.from(drawn.png))).toBe(true);
    // Its letters joined: fewer marks than the same letters drawn each in its form alone (a
    // zero-width non-joiner between each, which the font draws as nothing).
    const apart = await drawShareCard({
      ...content,
      title: [...content.title].join("\u200c"),
    });
    const accent = legibleAccent(theme.accent, "dark");
    expect(inkMarks(built, accent)).toBeLessThan(inkMarks(apart.png, accent));
  });

  test("each language's pages name a web manifest in their language", async () => {
    const manifestOf = async (path: string) => {
      const html = await (await fetch(`${site.origin}${path}`)).text();
      const links = [...html.matchAll(/<link rel="manifest" href="([^"]+)"/g)];
      expect(links, path).toHaveLength(1);
      return (await fetch(`${site.origin}${links[0]![1]}`)).json();
    };
    expect(await manifestOf("/de/about")).toMatchObject({
      name: "Alex Doe | MERN-Stack-Entwickler",
      lang: de,
      dir: "ltr",
      start_url: "./de",
    });
    expect(await manifestOf("/ar")).toMatchObject({
      name: `Alex Doe | ${profile.jobTitle}`,
      lang: ar,
      dir: "rtl",
      start_url: "./ar",
    });
    expect(await manifestOf("/about")).toMatchObject({
      name: `Alex Doe | ${profile.jobTitle}`,
      lang: "en",
      start_url: "./",
    });
  });

  test("the build names each field not yet translated, language by language", () => {
    const lines = site.built.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        'de: profile.personalInfo "Address".label is not translated',
        'de: experience "Software Engineer Extern".description is not translated',
        'de: filters "All".label is not translated',
        "ar: profile.jobTitle is not translated",
        "ar: profile.bio is not translated",
        'ar: projects "Code Chat".name is not translated',
      ]),
    );
    for (const translated of [
      "de: profile.bio is not translated",
      "de: profile.jobTitle is not translated",
      'de: filters "Developement".label is not translated',
    ])
      expect(lines).not.toContain(translated);
    // The build went on: the site is there.
    expect(site.built).not.toMatch(/nothing was built/);
  });
});

// The Arabic pages themselves, as a phone shows them: right to left, and no wider than it.
test.describe("Arabic on a phone", () => {
  test("each Arabic page fits 360 px, its bar mirrored: the logo on the right, the menu button left of it", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    for (const path of [
      "/ar",
      "/ar/about",
      "/ar/skills",
      "/ar/resume",
      "/ar/portfolio",
      "/ar/contact",
    ]) {
      await page.goto(`${site.origin}${path}`);
      await expect(page.locator("html"), path).toHaveAttribute("dir", "rtl");
      // Once every element has come in (the blocks slide in along the line); a caret that
      // blinks for ever is no coming in.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.effect?.getComputedTiming().endTime !== Infinity,
            )
            .map((animation) => animation.finished),
        ),
      );
      const width = await page.evaluate(
        () => document.documentElement.scrollWidth,
      );
      expect(width, path).toBeLessThanOrEqual(360);
      const logo = (await page.locator(".site-logo").boundingBox())!;
      const menu = (await page.locator(".menu-button").boundingBox())!;
      expect(logo.x, path).toBeGreaterThan(menu.x + menu.width);
      expect(logo.x + logo.width, path).toBeGreaterThan(300);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

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
import { startLanguagesSite } from "./languages-site";
import type { LanguagesSite } from "./languages-site";
import { POPPLER_INSTALLED, pdfPages, squash } from "./pdf-tools";

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
    const lines = site.buildOutput.split("\n");
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
    expect(site.buildOutput).not.toMatch(/nothing was built/);
  });
});

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

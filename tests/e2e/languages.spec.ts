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

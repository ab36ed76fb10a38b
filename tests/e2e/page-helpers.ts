import type { APIRequestContext, Page } from "@playwright/test";

import { theme } from "../../app/content/theme";
import { describePage, PAGES } from "../../app/pages";
import { DOCUMENT_PATHS } from "../../server/documents";
import { legibleAccent, normalizeHex, parseHex } from "../../app/colors/color";
import { schemeOf } from "../../app/colors/color-scheme";
import type { SchemeChoice } from "../../app/colors/color-scheme";
import { DEFAULT_LANGUAGE } from "../../app/words/language";
import { wordsIn } from "../../app/words/wording";

/**
 * The scheme a visit starts in, as the owner's content sets it: for "system", the light one, which
 * the browser prefers in these tests unless one says otherwise (Playwright's default).
 */
export const STARTING_SCHEME = schemeOf(theme.scheme as SchemeChoice, true);

/** The page's background on each scheme, as CSS reports a colour. */
export const BACKGROUND = {
  dark: "rgb(29, 29, 29)",
  light: "rgb(245, 245, 243)",
};

/** The background the owner's starting scheme gives where the system prefers `system`. */
export const startingBackground = (system: "light" | "dark") =>
  BACKGROUND[schemeOf(theme.scheme as SchemeChoice, system === "light")];

/** The accent every visit starts with, as the owner's content sets it. */
export const START = normalizeHex(theme.accent)!;

/**
 * A preset to choose that is not the starting accent, so choosing it changes what is seen: its
 * button is named by the colour, then its value ("Red (#D0021B)").
 */
export const SWATCH =
  START === "#4a90e2"
    ? { colour: "Red", hex: "#d0021b" }
    : { colour: "Blue", hex: "#4a90e2" };

/** How an accent is painted on a scheme (the one a visit starts in unless named), as CSS reports a colour. */
export const painted = (
  hex: string,
  scheme: "light" | "dark" = STARTING_SCHEME,
) => rgb(legibleAccent(hex, scheme));

export function rgb(hex: string) {
  const { r, g, b } = parseHex(hex)!;
  return `rgb(${r}, ${g}, ${b})`;
}

/** Every page of the site, for checks that go over them all (a new page is checked too). */
export const SITE_PATHS = PAGES.map((page) => page.path);

/** Every page as the default language names it: its menu label, heading and title. */
export const SITE_PAGES = PAGES.map((page) =>
  describePage(page, wordsIn(DEFAULT_LANGUAGE)),
);

/** An address no page answers, for checks of the 404 page. */
export const UNKNOWN_PATH = "/no-such-page";

/** Every document the site serves: each page, the portfolio on each tab, and the 404 page. */
export const DOCUMENTS = [...DOCUMENT_PATHS, UNKNOWN_PATH];

/** Text as React writes it into the server's HTML, to look for content there. */
export function asHtmlText(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/** Waits until every transition and entry animation running on the page has ended. */
export function animationsSettled(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) => animation.effect?.getTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished),
    ),
  );
}

/** The source of every script a page's HTML names: what a visitor downloads first. */
export async function firstLoadScripts(
  request: APIRequestContext,
  path: string,
) {
  const html = await (await request.get(path)).text();
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  return Promise.all(
    urls.map(async (url) => ({
      url,
      source: await (await request.get(url)).text(),
    })),
  );
}

/** What shows that a page's script runs: the gear's panel marks the colours on show. */
export const SCRIPT_ANSWERS = ".accent-switcher button[aria-pressed]";

/**
 * Waits until the page's script answers, for what works in place only with JavaScript (a colour
 * chosen without a reload): the page is on screen, and its links, menu and gear work, before it.
 */
export const scriptAnswers = (page: Page) =>
  page.locator(SCRIPT_ANSWERS).first().waitFor({ state: "attached" });

/** Opens a page and waits until its script answers. */
export async function gotoAnswering(page: Page, path: string) {
  await page.goto(path);
  await scriptAnswers(page);
}

/** How far the page is wider than the screen, in pixels: 0 or less when nothing sticks out. */
export function horizontalOverflow(page: Page) {
  return page.evaluate(
    () =>
      document.documentElement.scrollWidth -
      document.documentElement.clientWidth,
  );
}

// A first visit to any page loads at most 5 KB of JavaScript (Brotli), counted as the bench
// counts it: every script the page's HTML names and what those import statically
// (bench/first-load-js.js). Every page in every language, the blog's list once there are posts,
// and the page an unknown address shows.
import { readFileSync } from "node:fs";

import { firstLoadJs } from "../../bench/first-load-js.js";
import { POST_MANIFEST } from "../../app/blog/post";
import { BLOG_PAGE, PAGES } from "../../app/pages";
import { LANGUAGES, pathIn } from "../../app/words/language";
import { expect, test } from "./fixtures";

const MOST = 5 * 1024;
const UNKNOWN = "/no-such-page-anywhere";

const hasPosts = () =>
  (JSON.parse(readFileSync(POST_MANIFEST, "utf8")) as unknown[]).length > 0;

test("every page loads at most 5 KB of JavaScript on a first visit", async ({
  request,
  baseURL,
}) => {
  const sitePaths = [
    ...PAGES.map((page) => page.path),
    ...(hasPosts() ? [BLOG_PAGE.path] : []),
  ];
  const paths = [
    ...LANGUAGES.flatMap((lang) => sitePaths.map((path) => pathIn(lang, path))),
    UNKNOWN,
  ];
  expect((await request.get(UNKNOWN)).status()).toBe(404);

  const sizes = await firstLoadJs(baseURL!, paths, { answered: true });
  // Pages that name no script at all would pass without proving the count reads any.
  expect(paths.some((path) => sizes[path]?.scripts.length)).toBe(true);
  for (const path of paths) {
    const page = sizes[path];
    expect(
      page?.bytes,
      `${path}: ${page?.scripts.map((s) => `${s.script} ${s.bytes}`).join(", ")}`,
    ).toBeLessThanOrEqual(MOST);
  }
});

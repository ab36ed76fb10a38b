// @vitest-environment node
import type { IncomingMessage } from "node:http";

import { filters } from "../app/content/projects";
import { pageKey } from "./page-key";

const unknownFilterId =
  Math.max(...filters.map((filter) => filter.filterId)) + 1;

function requestFor(url: string, cookie?: string) {
  return { url, headers: { cookie } } as unknown as IncomingMessage;
}

const cookie = (accent: string) => `accent=${accent.replace("#", "")}`;

test("each of the six pages has a key in the default accent", () => {
  for (const path of [
    "/",
    "/about",
    "/skills",
    "/resume",
    "/portfolio",
    "/contact",
  ]) {
    expect(pageKey(requestFor(path))).toBe(`#5dff40 ${path}?`);
  }
});

test("the portfolio's known filters have keys of their own", () => {
  for (const { filterId } of filters) {
    expect(pageKey(requestFor(`/portfolio?filter=${filterId}`))).toBe(
      `#5dff40 /portfolio?filter=${filterId}`,
    );
  }
});

test("the visitor's accent is part of the key", () => {
  expect(pageKey(requestFor("/about", cookie("#d0021b")))).toBe(
    "#d0021b /about?",
  );
  // A tampered cookie is the default accent, as the page itself would show.
  expect(pageKey(requestFor("/about", "accent=garbage"))).toBe(
    "#5dff40 /about?",
  );
});

test("made-up addresses and queries have no key, so they cannot fill the cache", () => {
  for (const url of [
    "/no-such-page",
    "/about/",
    "/about?x=1",
    `/portfolio?filter=${unknownFilterId}`,
    `/portfolio?filter=${filters[0]!.filterId}&utm=1`,
    "/sitemap.xml",
    "/about?_data=root",
  ]) {
    expect(pageKey(requestFor(url)), url).toBeNull();
  }
});

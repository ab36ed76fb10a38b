// @vitest-environment node
import type { Request } from "express";

import { pageKey } from "./page-key";

function requestFor(url: string, cookie?: string) {
  const path = url.split("?")[0]!;
  return {
    path,
    originalUrl: url,
    get: (name: string) =>
      name.toLowerCase() === "cookie" ? cookie : undefined,
  } as unknown as Request;
}

const cookie = (accent: string) =>
  `accent=${Buffer.from(JSON.stringify(accent)).toString("base64")}`;

test("each of the six pages has a key in the default accent", async () => {
  for (const path of [
    "/",
    "/about",
    "/skills",
    "/resume",
    "/portfolio",
    "/contact",
  ]) {
    expect(await pageKey(requestFor(path))).toBe(`#5dff40 ${path}?`);
  }
});

test("the portfolio's known filters have keys of their own", async () => {
  expect(await pageKey(requestFor("/portfolio?filter=2"))).toBe(
    "#5dff40 /portfolio?filter=2",
  );
  expect(await pageKey(requestFor("/portfolio?filter=3"))).toBe(
    "#5dff40 /portfolio?filter=3",
  );
});

test("the visitor's accent is part of the key", async () => {
  expect(await pageKey(requestFor("/about", cookie("#d0021b")))).toBe(
    "#d0021b /about?",
  );
  // A tampered cookie is the default accent, as the page itself would show.
  expect(await pageKey(requestFor("/about", "accent=garbage"))).toBe(
    "#5dff40 /about?",
  );
});

test("made-up addresses and queries have no key, so they cannot fill the cache", async () => {
  for (const url of [
    "/no-such-page",
    "/about/",
    "/about?x=1",
    "/portfolio?filter=9",
    "/portfolio?filter=2&utm=1",
    "/sitemap.xml",
    "/about?_data=root",
  ]) {
    expect(await pageKey(requestFor(url)), url).toBeNull();
  }
});

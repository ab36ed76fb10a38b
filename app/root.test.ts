// @vitest-environment node
// The root's data is the same for every page of a language: a move in the browser fetches it
// again only when the language changes (whether that language has posts) or a form was sent.
import type { ShouldRevalidateFunctionArgs } from "react-router";

import { shouldRevalidate } from "./root";

vi.mock("~/content/languages", () => ({
  languages: { en: {}, de: {}, ar: {} },
}));

const move = (
  from: string,
  to: string,
  more: Partial<ShouldRevalidateFunctionArgs> = {},
) =>
  shouldRevalidate({
    currentUrl: new URL(from, "https://site.example"),
    nextUrl: new URL(to, "https://site.example"),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...more,
  } as ShouldRevalidateFunctionArgs);

test("a move within a language keeps the root's data; a move to another language fetches it", () => {
  expect(move("/blog", "/portfolio/2")).toBe(false);
  expect(move("/de/blog", "/de/about")).toBe(false);
  expect(move("/blog/my-post", "/de/blog/my-post")).toBe(true);
  expect(move("/de", "/ar")).toBe(true);
  expect(move("/de/about", "/about")).toBe(true);
});

test("a form sent fetches it again, as the router would", () => {
  expect(move("/contact", "/contact", { formMethod: "POST" })).toBe(true);
});

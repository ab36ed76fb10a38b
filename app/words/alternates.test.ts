// A document's versions in a site of three languages, whatever the owner's own list.
import { alternates } from "./alternates";
import type { Language } from "./language";

vi.mock("~/content/languages", () => ({
  languages: { en: {}, de: {}, ar: {} },
}));

// The owner's list types the codes; these are the mocked list's.
const [de, ar] = ["de", "ar"] as string[] as Language[];

test("a page is in every language, itself among them, and the default's answers any other reader", () => {
  expect(alternates("/portfolio")).toEqual([
    { hreflang: "en", path: "/portfolio" },
    { hreflang: "de", path: "/de/portfolio" },
    { hreflang: "ar", path: "/ar/portfolio" },
    { hreflang: "x-default", path: "/portfolio" },
  ]);
  expect(alternates("/")).toEqual([
    { hreflang: "en", path: "/" },
    { hreflang: "de", path: "/de" },
    { hreflang: "ar", path: "/ar" },
    { hreflang: "x-default", path: "/" },
  ]);
});

test("a post in some languages names those alone, in the owner's order, and the first for any other reader", () => {
  expect(alternates("/blog/a-post", [ar!, de!])).toEqual([
    { hreflang: "de", path: "/de/blog/a-post" },
    { hreflang: "ar", path: "/ar/blog/a-post" },
    { hreflang: "x-default", path: "/de/blog/a-post" },
  ]);
  expect(alternates("/blog/a-post", [])).toEqual([]);
});

// Addresses in a site of three languages, whatever the owner's own list: only its codes matter.
import type { Language } from "./language";
import {
  languageAt,
  languageOfRequest,
  languageOfUrl,
  pathIn,
  unprefixed,
} from "./language";

// The owner's list types the codes; these are the mocked list's.
const [de, ar] = ["de", "ar"] as string[] as Language[];

vi.mock("~/content/languages", () => ({
  languages: { en: {}, de: {}, ar: {} },
}));

test("every language but the first lives below its code", () => {
  expect(pathIn(de!, "/")).toBe("/de");
  expect(pathIn(de!, "/about")).toBe("/de/about");
  expect(pathIn(ar!, "/blog/my-post")).toBe("/ar/blog/my-post");
  expect(pathIn("en", "/about")).toBe("/about");
});

test("a prefixed address names its language and its page", () => {
  expect(unprefixed("/de")).toEqual({ lang: "de", path: "/" });
  expect(unprefixed("/de/portfolio/2")).toEqual({
    lang: "de",
    path: "/portfolio/2",
  });
  expect(unprefixed("/en/about")).toEqual({ lang: "en", path: "/en/about" });
  expect(unprefixed("/xx/about")).toEqual({ lang: "en", path: "/xx/about" });
});

test("a page's language is the code it is below, when that is another language's", () => {
  expect(languageAt("/ar/blog")).toBe("ar");
  expect(languageAt("/de")).toBe("de");
  expect(languageAt("/en/about")).toBe("en");
  expect(languageAt("/fr/about")).toBe("en");
  expect(languageAt("/deutsch")).toBe("en");
});

test("a request's language is its page's, whether it asks for the document or its data", () => {
  const at = (url: string) => languageOfRequest(new Request(url));
  expect(at("https://site.example/de/contact")).toBe("de");
  expect(at("https://site.example/de.data")).toBe("de");
  expect(at("https://site.example/ar/blog.data?_routes=x")).toBe("ar");
  expect(at("https://site.example/_root.data")).toBe("en");
  expect(at("https://site.example/contact?index")).toBe("en");
  // As the router names a move's addresses.
  expect(languageOfUrl(new URL("https://site.example/de/blog/x"))).toBe("de");
});

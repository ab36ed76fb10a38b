import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageAt,
  pathIn,
  unprefixed,
} from "./language";

test("the default language is the first the owner lists", () => {
  expect(DEFAULT_LANGUAGE).toBe(LANGUAGES[0]);
});

test("a page below no other language's code is in the default language", () => {
  expect(languageAt("/")).toBe(DEFAULT_LANGUAGE);
  expect(languageAt("/about")).toBe(DEFAULT_LANGUAGE);
  expect(languageAt("/xx-not-listed/about")).toBe(DEFAULT_LANGUAGE);
});

test("the default language keeps the site's addresses", () => {
  expect(pathIn(DEFAULT_LANGUAGE, "/")).toBe("/");
  expect(pathIn(DEFAULT_LANGUAGE, "/about")).toBe("/about");
  expect(unprefixed("/about")).toEqual({
    lang: DEFAULT_LANGUAGE,
    path: "/about",
  });
});

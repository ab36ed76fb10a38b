import { DEFAULT_LANGUAGE, LANGUAGES, languageOf } from "./language";

test("the default language is the first the owner lists", () => {
  expect(DEFAULT_LANGUAGE).toBe(LANGUAGES[0]);
});

test("a page is in the language its lang parameter names, else in the default", () => {
  for (const lang of LANGUAGES) expect(languageOf({ lang })).toBe(lang);
  expect(languageOf({})).toBe(DEFAULT_LANGUAGE);
  expect(languageOf({ lang: "xx-not-listed" })).toBe(DEFAULT_LANGUAGE);
});

// Codes and locales as BCP 47 writes them, of languages, scripts and regions there are.
import { tagProblem } from "./language-tag";

test("a code or locale written as BCP 47 writes it, of a language and region there are, passes", () => {
  for (const tag of [
    "en",
    "de",
    "pt-BR",
    "en-GB",
    "es-419",
    "sr-Latn",
    "zh-Hant-TW",
    "ar-u-ca-gregory-nu-latn",
  ])
    expect(tagProblem(tag, "a locale"), tag).toBeNull();
});

test("a tag in the wrong case, or by an old or wrong alias, is named with the one to write", () => {
  expect(tagProblem("en-UK", "a locale")).toBe(
    'expected a locale written as "en-GB"',
  );
  expect(tagProblem("pt-br", "a language code")).toBe(
    'expected a language code written as "pt-BR"',
  );
  expect(tagProblem("iw", "a language code")).toBe(
    'expected a language code written as "he"',
  );
  expect(tagProblem("de-DD", "a locale")).toBe(
    'expected a locale written as "de-DE"',
  );
});

test("a language, script or region there is not is named, with one the language has", () => {
  expect(tagProblem("de-XX", "a locale")).toBe(
    'expected a locale of a region there is, such as "de-DE"; "XX" is none',
  );
  expect(tagProblem("en-ZZ", "a locale")).toBe(
    'expected a locale of a region there is, such as "en-US"; "ZZ" is none',
  );
  expect(tagProblem("sr-Qaaa", "a locale")).toBe(
    'expected a locale of a script there is, such as "sr-Cyrl"; "Qaaa" is none',
  );
  expect(tagProblem("english", "a language code")).toBe(
    'expected a language code of a language there is, such as "en", "de" or "pt-BR"; "english" is none',
  );
});

test("a tag that is none throws, for the caller to say what it expected", () => {
  expect(() => tagProblem("not a code", "a locale")).toThrow(RangeError);
});

// The owner's words files, whatever languages they list, and the German and Arabic fixtures an
// owner may start a language from: the places and plural forms each language's own rules ask for
// (the build stops on the same check; the type check holds each file to the English words).
import { words as ar } from "../../tests/fixtures/languages/ar";
import { words as de } from "../../tests/fixtures/languages/de";
import { languages } from "../../app/content/languages";
import { words as en } from "../../app/content/words/en";

import { checkWords } from "./check-words";

test("every language the owner lists has the default language's places and its plural forms", () => {
  expect(checkWords(languages)).toEqual([]);
});

test("the German and Arabic fixtures have the English places and their plural forms", () => {
  expect(checkWords({ en, de, ar })).toEqual([]);
});

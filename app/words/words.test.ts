// The owner's words files, whatever languages they list: the same words, places and plural forms
// in each (the build stops on the same check).
import { languages } from "~/content/languages";

import { checkWords } from "./check-words";

test("every language the owner lists has the default language's words, places and plural forms", () => {
  expect(checkWords(languages)).toEqual([]);
});

// @vitest-environment node
// Each language by its own name, as a menu of languages lists it.
import type { Language } from "./language";
import { ownName } from "./language-names";

test("a language is named in its own words, starting with a capital where its script has them", () => {
  const names = (["de", "pt", "es", "ar", "he", "ja"] as string[]).map((code) =>
    ownName(code as Language),
  );
  expect(names).toEqual([
    "Deutsch",
    "Português",
    "Español",
    "العربية",
    "עברית",
    "日本語",
  ]);
});

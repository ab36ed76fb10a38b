// What the language switcher calls each language: its name in its own words ("Deutsch",
// "العربية"), as its readers look for it in a list. Worked out on the server alone and sent with
// the root's data: browsers' own language data differ (WebKit says "Português" where Node says
// "português"), and a name a browser wrote differently would not be the page the server sent.
import type { Language } from "./language";
import { LANGUAGES } from "./language";

/**
 * A language's name in its own words, starting as an item of a menu starts in that language:
 * with a capital where its script has them ("Português", "Español"), unchanged where it has none.
 */
export function ownName(code: Language): string {
  const name =
    new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code;
  const [first = "", ...rest] = name;
  return first.toLocaleUpperCase(code) + rest.join("");
}

/** Every language's own name, by its code. */
export const languageNames = (): Record<Language, string> =>
  Object.fromEntries(LANGUAGES.map((code) => [code, ownName(code)])) as Record<
    Language,
    string
  >;

// Whether a language code ("de", "pt-BR") or a locale ("en-GB", "ar-u-ca-gregory-nu-latn") is
// written as BCP 47 writes it, and names a language, script and region there are. Search engines
// read a page's language from its code (hreflang, `<html lang>`): "en-UK" is no region's English
// to them, and "de-de" a code they may not match.

// Names in English, asked only whether there is one: `fallback: "none"` answers nothing for a
// code the engine's data (Unicode's CLDR) does not know.
const known = {
  language: new Intl.DisplayNames(["en"], {
    type: "language",
    fallback: "none",
  }),
  script: new Intl.DisplayNames(["en"], { type: "script", fallback: "none" }),
  region: new Intl.DisplayNames(["en"], { type: "region", fallback: "none" }),
};

// The codes CLDR keeps for "unknown": a name, but of nothing.
const UNKNOWN = new Set(["und", "Zzzz", "ZZ"]);

/**
 * What is wrong with a tag `Intl` reads, as the rest of a sentence that starts with what it is
 * ("a language code", "a locale"); null when nothing is. `Intl.getCanonicalLocales` writes it
 * as it should be: letters in the case BCP 47 gives them, and an old or wrong alias replaced by
 * its code, as Unicode's CLDR lists them ("en-UK" by "en-GB", "iw" by "he"). Throws for a tag
 * that is none.
 */
export function tagProblem(tag: string, what: string): string | null {
  const [canonical] = Intl.getCanonicalLocales(tag);
  if (canonical !== tag) return `expected ${what} written as "${canonical}"`;
  const locale = new Intl.Locale(tag);
  const likely = new Intl.Locale(locale.language).maximize();
  const parts = [
    ["language", locale.language, '"en", "de" or "pt-BR"'],
    ["script", locale.script, `"${locale.language}-${likely.script}"`],
    ["region", locale.region, `"${locale.language}-${likely.region}"`],
  ] as const;
  for (const [part, subtag, example] of parts)
    if (
      subtag !== undefined &&
      (UNKNOWN.has(subtag) || known[part].of(subtag) === undefined)
    )
      return `expected ${what} of a ${part} there is, such as ${example}; "${subtag}" is none`;
  return null;
}

// Where a document is in each language it is written in. One answer for the page's own
// `<link rel="alternate" hreflang>` tags, the sitemap's `xhtml:link`s and the language switcher,
// so that none of them can name a version the others do not.
import type { Language } from "./language";
import { DEFAULT_LANGUAGE, LANGUAGES, pathIn } from "./language";

/** One version of a document: its language ("x-default" for any other reader) and its address. */
export type Alternate = { hreflang: Language | "x-default"; path: string };

/**
 * Which of a document's versions (`written`, in the owner's order) is its original: the default
 * language's where there is one, else the first. It is the version `x-default` points readers of
 * any other language to, and the one a post's translations say they translate.
 */
export function originalOf(
  written: ReadonlyArray<Language>,
): Language | undefined {
  return written.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : written[0];
}

/**
 * The versions of the document at `path` (its address in the default language, "/about"): one
 * for each language it is written in, in the owner's order, itself among them, and `x-default`,
 * the original. With one language there are none: a document with no other version says nothing
 * of versions.
 */
export function alternates(
  path: string,
  languages: ReadonlyArray<Language> = LANGUAGES,
): Alternate[] {
  if (LANGUAGES.length === 1) return [];
  const written = LANGUAGES.filter((lang) => languages.includes(lang));
  const fallback = originalOf(written);
  if (fallback === undefined) return [];
  return [
    ...written.map((lang) => ({ hreflang: lang, path: pathIn(lang, path) })),
    { hreflang: "x-default", path: pathIn(fallback, path) },
  ];
}

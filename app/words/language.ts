// The languages the owner writes the site in (app/content/languages.ts), and which one a page is
// in. Today every page is in the default language; once pages have an address per language, the
// route's `lang` parameter names it.
import type { Params } from "react-router";

import { languages } from "~/content/languages";

/** A language the site is written in, by its code: "en", "de", "pt-BR". */
export type Language = keyof typeof languages;

/** Every language the owner lists, the default first. */
export const LANGUAGES = Object.keys(languages) as Language[];

/** The first the owner lists: its pages have no prefix, and what has no page language uses it. */
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0]!;

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.includes(value as Language);

/** The language of a route's page: its `lang` parameter when it names one, else the default. */
export function languageOf(params: Readonly<Params>): Language {
  return isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
}

// The languages the owner writes the site in (app/content/languages.ts), which one a page is in,
// and where a page is in each. The default language's pages keep the site's own addresses
// ("/about"); every other language's are the same below its code ("/de/about"): app/routes.ts
// adds them once there is more than one language, and a page knows its language by its address.
// The one module of the words that reads the owner's list; the rest ask here.
import { languages } from "~/content/languages";
import { BASE_PATH } from "~/utils/site-path";

import type { Words } from "./words";

/** A language the site is written in, by its code: "en", "de", "pt-BR". */
export type Language = keyof typeof languages;

/** Every language the owner lists, the default first. */
export const LANGUAGES = Object.keys(languages) as Language[];

/** A language's words file, as the owner wrote it. */
export const wordsOf = (lang: Language): Words => languages[lang];

/** The first the owner lists: its pages have no prefix, and what has no page language uses it. */
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0]!;

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.includes(value as Language);

/** A language whose pages live below its code: any the owner lists but the default. The
 * default's code is no prefix of its own ("/en/about" is no page). */
export const isPrefixedLanguage = (value: unknown): value is Language =>
  isLanguage(value) && value !== DEFAULT_LANGUAGE;

/** The language of a page at a site address ("/de/about"): the one it is below, else the default. */
export const languageAt = (path: string): Language => unprefixed(path).lang;

/**
 * The language of the page a request is for: its address below the site's path, without the
 * ".data" that asks for a page's data rather than its document ("/portfolio/de/about.data").
 */
export const languageOfRequest = (request: Request): Language =>
  languageOfUrl(new URL(request.url));

/** The same for a URL the router names, such as a move's from and to in `shouldRevalidate`. */
export function languageOfUrl({ pathname }: URL): Language {
  const path = pathname.startsWith(BASE_PATH)
    ? `/${pathname.slice(BASE_PATH.length)}`
    : pathname;
  return languageAt(path.replace(/\.data$/, ""));
}

/** A site address ("/about") as it is in a language: "/about", or "/de/about". */
export function pathIn(lang: Language, path: string): string {
  if (lang === DEFAULT_LANGUAGE) return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

/** A page's address in the default language, and the language it is in: "/de/about" → "/about". */
export function unprefixed(path: string): { lang: Language; path: string } {
  const [, first, ...rest] = path.split("/");
  if (!isPrefixedLanguage(first)) return { lang: DEFAULT_LANGUAGE, path };
  return { lang: first, path: `/${rest.join("/")}` };
}

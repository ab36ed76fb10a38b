import type { Language } from "./language";
import { DEFAULT_LANGUAGE } from "./language";

/**
 * Where a language's web manifest is, in public/ (the build writes it): the default language's is
 * the site's own; each other's is beside it, named for its code, in lowercase as every address.
 */
export const webManifestPath = (lang: Language) =>
  lang === DEFAULT_LANGUAGE
    ? "/site.webmanifest"
    : `/site-${String(lang).toLowerCase()}.webmanifest`;

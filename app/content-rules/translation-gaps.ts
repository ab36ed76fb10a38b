// What the owner has not translated yet: one line for each field a visitor reads as prose that a
// language's translation leaves out, so the owner sees it before visitors do (the page shows the
// default language's words there). The build prints them and goes on.
import type { SiteContent } from "./content-in";
import {
  TRANSLATED_ENTRIES,
  TRANSLATED_LISTS,
  TRANSLATED_PROFILE_FIELDS,
} from "./translated-fields";
import type { Translation } from "./translation";

/** A field's text, if the translation gives some. */
const has = (translation: object | undefined, field: string) =>
  typeof (translation as Record<string, unknown> | undefined)?.[field] ===
  "string";

/**
 * Every field a visitor reads as prose that a language's translation does not give, a line each:
 * `de: profile.bio is not translated`. `languages` are the site's, the default first: it is the
 * content, and is not translated.
 */
export function translationGaps(
  content: SiteContent,
  translations: Partial<Record<string, Translation>>,
  languages: ReadonlyArray<string>,
): string[] {
  return languages.slice(1).flatMap((lang) => {
    const translation = translations[lang] ?? {};
    const gap = (field: string) => `${lang}: ${field} is not translated`;
    return [
      ...TRANSLATED_PROFILE_FIELDS.filter(
        (field) => !has(translation.profile, field),
      ).map((field) => gap(`profile.${field}`)),
      ...TRANSLATED_ENTRIES.flatMap(({ list, at, entries, translated }) => {
        const { nameField, reported } = TRANSLATED_LISTS[list];
        const given = translated(translation) as
          Record<string, object> | undefined;
        return entries(content).flatMap((entry) => {
          const name = String(entry[nameField as keyof typeof entry]);
          const own =
            given && Object.hasOwn(given, name) ? given[name] : undefined;
          return (reported as ReadonlyArray<string>)
            .filter((field) => !has(own, field))
            .map((field) => gap(`${at} ${JSON.stringify(name)}.${field}`));
        });
      }),
    ];
  });
}

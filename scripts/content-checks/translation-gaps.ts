// What the owner has not translated yet: one line for each field a visitor reads as prose that a
// language's translation leaves out, so the owner sees it before visitors do (the page shows the
// default language's words there). The build prints them and goes on.
import type { SiteContent } from "../../app/content-rules/content-in";
import type { Translation } from "../../app/content-rules/translation";
import {
  nameFieldOf,
  partOf,
  pathOf,
  TRANSLATED,
  TRANSLATED_PARTS,
} from "../../app/content-rules/translation";

/** A field's text, if the translation gives some. */
const has = (translation: unknown, field: string) =>
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
  return languages.slice(1).flatMap((lang) =>
    TRANSLATED_PARTS.flatMap((part) => {
      const given = partOf(translations[lang], part) as
        Record<string, object> | undefined;
      const at = pathOf(part).join(".");
      const nameField = nameFieldOf(part);
      // The profile's own fields are one place; a list's, one for each entry, by its name.
      const places = nameField
        ? (partOf(content, part) as ReadonlyArray<object>).map((entry) => {
            const name = String(entry[nameField as keyof typeof entry]);
            const own =
              given && Object.hasOwn(given, name) ? given[name] : undefined;
            return [`${at} ${JSON.stringify(name)}`, own] as const;
          })
        : [[at, given] as const];
      return places.flatMap(([place, own]) =>
        (TRANSLATED[part].reported as ReadonlyArray<string>)
          .filter((field) => !has(own, field))
          .map((field) => `${lang}: ${place}.${field} is not translated`),
      );
    }),
  );
}

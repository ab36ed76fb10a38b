// The owner's content as a page in a language shows it: what the page takes from the files of
// app/content/, with what the language's translation (app/content/translations.ts) gives in place
// of each field it translates. Every list keeps its entries and their order; only words change.
// A page names the parts it shows, as it imports them, so each page's scripts still hold only
// the content it shows.
import { translations } from "~/content/translations";
import type { Language } from "~/words/language";

import type {
  EducationEntry,
  ExperienceEntry,
  Filter,
  Profile,
  Project,
  SkillCategory,
  SocialLink,
} from "./schema";
import type { TranslatedList } from "./translated-fields";
import {
  TRANSLATED_LISTS,
  TRANSLATED_PROFILE_FIELDS,
  translatedFields,
} from "./translated-fields";
import type { Translation, Translations } from "./translation";

/** What of the owner's content a visitor reads, each part by the name its file exports. */
export type SiteContent = {
  profile: Profile;
  skillCategories: ReadonlyArray<SkillCategory>;
  experience: ReadonlyArray<ExperienceEntry>;
  education: ReadonlyArray<EducationEntry>;
  filters: ReadonlyArray<Filter>;
  projects: ReadonlyArray<Project>;
  socialLinks: ReadonlyArray<SocialLink>;
};

/** The fields of a translation that `names` allows and that say something. */
function given(
  translation: object | undefined,
  names: ReadonlyArray<string>,
): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = (translation as Record<string, unknown> | undefined)?.[
        name
      ];
      return typeof value === "string" ? [[name, value]] : [];
    }),
  );
}

/** A list's entries with the translation of each, found by its name in the default language. */
function translatedList<Entry extends object>(
  list: TranslatedList,
  entries: ReadonlyArray<Entry>,
  translated: Record<string, object> | undefined,
): Entry[] {
  const { nameField } = TRANSLATED_LISTS[list];
  return entries.map((entry) => {
    const name = String(entry[nameField as keyof Entry]);
    // Only the entry's own key: a name such as "constructor" is no translation.
    const own =
      translated && Object.hasOwn(translated, name)
        ? translated[name]
        : undefined;
    return { ...entry, ...given(own, translatedFields(list)) };
  });
}

/** How each part is translated. */
const TRANSLATE: {
  [Part in keyof SiteContent]: (
    part: SiteContent[Part],
    translation: Translation,
  ) => SiteContent[Part];
} = {
  profile: (profile, { profile: own }) => ({
    ...profile,
    ...given(own, TRANSLATED_PROFILE_FIELDS),
    personalInfo: translatedList(
      "personalInfo",
      profile.personalInfo,
      own?.personalInfo,
    ),
  }),
  skillCategories: (list, translation) =>
    translatedList("skillCategories", list, translation.skillCategories),
  experience: (list, translation) =>
    translatedList("experience", list, translation.experience),
  education: (list, translation) =>
    translatedList("education", list, translation.education),
  filters: (list, translation) =>
    translatedList("filters", list, translation.filters),
  projects: (list, translation) =>
    translatedList("projects", list, translation.projects),
  socialLinks: (list, translation) =>
    translatedList("socialLinks", list, translation.socialLinks),
};

/**
 * The parts with a translation's fields in place; what it leaves out stays as it is, and so does
 * a part no translation has words of (the theme).
 */
export function translated<Parts extends Partial<SiteContent>>(
  parts: Parts,
  translation: Translation,
): Parts {
  return Object.fromEntries(
    Object.entries(parts).map(([part, value]) => [
      part,
      Object.hasOwn(TRANSLATE, part)
        ? TRANSLATE[part as keyof SiteContent](value as never, translation)
        : value,
    ]),
  ) as Parts;
}

const made = new Map<Language, WeakMap<object, unknown>>();

/**
 * The parts of the owner's content a page shows, in the page's language, each made once:
 * `contentIn(lang, { profile, socialLinks })`. A language without a translation, the default
 * among them, has the parts themselves: its pages are what they always were.
 */
export function contentIn<Parts extends Partial<SiteContent>>(
  lang: Language,
  parts: Parts,
): Parts {
  const translation = (translations as Translations)[lang];
  if (!translation) return parts;
  let done = made.get(lang);
  if (!done) made.set(lang, (done = new WeakMap()));
  const cache = done;
  return Object.fromEntries(
    Object.entries(parts).map(([part, value]) => {
      let found = cache.get(value as object);
      if (found === undefined) {
        found = translated({ [part]: value }, translation)[part as never];
        cache.set(value as object, found);
      }
      return [part, found];
    }),
  ) as Parts;
}

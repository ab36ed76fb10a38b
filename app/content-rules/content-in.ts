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
import type { Translation, Translations } from "./translation";
import {
  nameFieldOf,
  partOf,
  pathOf,
  TRANSLATED_PARTS,
  translatedFields,
} from "./translation";

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
  translation: unknown,
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

/**
 * The parts with a translation's fields in place; what it leaves out stays as it is, and so does
 * a part no translation has words of (the theme). A list's entry takes the translation of its
 * name in the default language.
 */
export function translated<Parts extends Partial<SiteContent>>(
  parts: Parts,
  translation: Translation,
): Parts {
  const done: Record<string, unknown> = { ...parts };
  for (const part of TRANSLATED_PARTS) {
    const [top, below] = pathOf(part);
    if (!Object.hasOwn(parts, top!)) continue;
    const value = partOf(done, part);
    const own = partOf(translation, part) as Record<string, object> | undefined;
    const nameField = nameFieldOf(part);
    const made = nameField
      ? (value as ReadonlyArray<Record<string, unknown>>).map((entry) => {
          const name = String(entry[nameField]);
          // Only the entry's own key: a name such as "constructor" is no translation.
          const found = own && Object.hasOwn(own, name) ? own[name] : undefined;
          return { ...entry, ...given(found, translatedFields(part)) };
        })
      : { ...(value as object), ...given(own, translatedFields(part)) };
    done[top!] = below ? { ...(done[top!] as object), [below]: made } : made;
  }
  return done as Parts;
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

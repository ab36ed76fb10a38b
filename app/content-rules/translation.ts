// The shape of a translation of the owner's content into another of their languages
// (app/content/translations/<code>.ts): what a visitor reads as prose, in that language. A field
// the translation leaves out is shown as the default language has it. The build checks each
// translation against these rules (check-translations.ts); pages take only the types from here.
import { z } from "zod";

import type { Language } from "~/words/language";

import { text } from "./schema";
import type { TranslatedList } from "./translated-fields";
import {
  TRANSLATED_PROFILE_FIELDS,
  translatedFields,
} from "./translated-fields";

/** Fields given by name, each optional: a translation gives only those it translates. */
const fields = <Name extends string>(names: ReadonlyArray<Name>) =>
  z.strictObject(
    Object.fromEntries(names.map((name) => [name, text.optional()])) as {
      [Field in Name]: z.ZodOptional<typeof text>;
    },
  );

/** A list's entries, each by its name in the default language: "Code Chat": { name: "…" }. */
const entries = <List extends TranslatedList>(list: List) =>
  z.record(z.string(), fields(translatedFields(list))).optional();

export const translationSchema = z.strictObject({
  profile: z
    .strictObject({
      ...fields(TRANSLATED_PROFILE_FIELDS).shape,
      personalInfo: entries("personalInfo"),
    })
    .optional(),
  experience: entries("experience"),
  education: entries("education"),
  skillCategories: entries("skillCategories"),
  filters: entries("filters"),
  projects: entries("projects"),
  socialLinks: entries("socialLinks"),
});

/** A translation of the owner's content: what `translations/<code>.ts` satisfies. */
export type Translation = z.input<typeof translationSchema>;

/** The owner's translations, each by its language's code (app/content/translations.ts). */
export type Translations = Partial<Record<Language, Translation>>;

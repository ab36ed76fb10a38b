// Which of the owner's fields a translation into another of their languages may give, in one table
// (app/content/translations/<code>.ts satisfies the `Translation` it makes): the pages' content in
// a language (content-in.ts) and the build's checks and list of what is not translated yet
// (scripts/content-checks/) all read it. It imports a type alone, so anything may import it.
import type { Language } from "~/words/language";

/**
 * Each part a translation may give fields of, in the order of the content's files: where it is in
 * the content, the field that names an entry of a list in the default language, and the fields
 * it may give. `reported` are prose every visitor reads: the build names each one a translation
 * leaves out. `others` are usually the same in every language (a place, a date, a network's name,
 * a value such as a phone number), so they are shown as the default language has them, without a
 * word, until the owner translates them.
 */
export const TRANSLATED = {
  profile: { at: ["profile"], reported: ["jobTitle", "bio"], others: [] },
  personalInfo: {
    at: ["profile", "personalInfo"],
    nameField: "label",
    reported: ["label"],
    others: ["value"],
  },
  experience: {
    at: ["experience"],
    nameField: "title",
    reported: ["title", "description"],
    others: ["subTitle", "date", "technology"],
  },
  education: {
    at: ["education"],
    nameField: "title",
    reported: ["title", "description"],
    others: ["subTitle", "date"],
  },
  skillCategories: {
    at: ["skillCategories"],
    nameField: "label",
    reported: ["label"],
    others: [],
  },
  filters: {
    at: ["filters"],
    nameField: "label",
    reported: ["label"],
    others: [],
  },
  projects: {
    at: ["projects"],
    nameField: "name",
    reported: ["name"],
    others: [],
  },
  socialLinks: {
    at: ["socialLinks"],
    nameField: "label",
    reported: [],
    others: ["label"],
  },
} as const;

type Table = typeof TRANSLATED;
export type TranslatedPart = keyof Table;
export const TRANSLATED_PARTS = Object.keys(TRANSLATED) as TranslatedPart[];

/** The field that names an entry of the part, a list; none for the profile's own fields. */
export const nameFieldOf = (part: TranslatedPart): string | undefined =>
  (TRANSLATED[part] as { nameField?: string }).nameField;

/** Every field a translation may give the part, or an entry of it. */
export const translatedFields = (
  part: TranslatedPart,
): ReadonlyArray<string> => [
  ...TRANSLATED[part].reported,
  ...TRANSLATED[part].others,
];

/** The part where it is in the content, or in a translation, which nests it the same way. */
export const partOf = (node: unknown, part: TranslatedPart): unknown =>
  TRANSLATED[part].at.reduce<unknown>(
    (at, key) => (at as Record<string, unknown> | undefined)?.[key],
    node,
  );

type Fields<Part extends TranslatedPart> = {
  [Field in Table[Part]["reported" | "others"][number]]?: string;
};
/** A list's entries, each by its name in the default language: "Code Chat": { name: "…" }. */
type Entries<Part extends TranslatedPart> = Record<string, Fields<Part>>;

/** A translation of the owner's content: what `translations/<code>.ts` satisfies. */
export type Translation = {
  profile?: Fields<"profile"> & { personalInfo?: Entries<"personalInfo"> };
} & {
  [Part in Exclude<TranslatedPart, "profile" | "personalInfo">]?: Entries<Part>;
};

/** The owner's translations, each by its language's code (app/content/translations.ts). */
export type Translations = Partial<Record<Language, Translation>>;

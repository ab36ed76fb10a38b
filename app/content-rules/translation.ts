// Which of the owner's fields a translation into another of their languages may give, in one table
// (app/content/translations/<code>.ts satisfies the `Translation` it makes): the pages' content in
// a language (content-in.ts) and the build's checks and list of what is not translated yet
// (scripts/content-checks/) all read it. It imports a type alone, so anything may import it.
import type { Language } from "~/words/language";

/**
 * Each part a translation may give fields of, in the order of the content's files: the part it is
 * `under` in the content, if any, the field that names an entry of a list in the default
 * language, and the fields it may give. `reported` are prose every visitor reads: the build names
 * each one a translation leaves out. `others` are usually the same in every language (a place, a
 * date, a network's name, a value such as a phone number), so they are shown as the default
 * language has them, without a word, until the owner translates them.
 */
export const TRANSLATED = {
  profile: { reported: ["jobTitle", "bio"], others: [] },
  personalInfo: {
    under: "profile",
    nameField: "label",
    reported: ["label"],
    others: ["value"],
  },
  experience: {
    nameField: "title",
    reported: ["title", "description"],
    others: ["subTitle", "date", "technology"],
  },
  education: {
    nameField: "title",
    reported: ["title", "description"],
    others: ["subTitle", "date"],
  },
  skillCategories: { nameField: "label", reported: ["label"], others: [] },
  filters: { nameField: "label", reported: ["label"], others: [] },
  projects: { nameField: "name", reported: ["name"], others: [] },
  socialLinks: { nameField: "label", reported: [], others: ["label"] },
} as const;

type Table = typeof TRANSLATED;
export type TranslatedPart = keyof Table;
export const TRANSLATED_PARTS = Object.keys(TRANSLATED) as TranslatedPart[];
type Row = { under?: TranslatedPart; nameField?: string };

/** The field that names an entry of the part, a list; none for the profile's own fields. */
export const nameFieldOf = (part: TranslatedPart) =>
  (TRANSLATED[part] as Row).nameField;

/** Where the part is in the content, and in a translation, which nests it the same way. */
export const pathOf = (part: TranslatedPart): TranslatedPart[] => {
  const { under } = TRANSLATED[part] as Row;
  return under ? [under, part] : [part];
};

/** Every field a translation may give the part, or an entry of it. */
export const translatedFields = (
  part: TranslatedPart,
): ReadonlyArray<string> => [
  ...TRANSLATED[part].reported,
  ...TRANSLATED[part].others,
];

/** The part, in the content or in a translation. */
export const partOf = (node: unknown, part: TranslatedPart): unknown =>
  pathOf(part).reduce<unknown>(
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

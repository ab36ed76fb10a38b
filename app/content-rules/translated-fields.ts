// Which of the owner's fields a translation may give, in one place: the translation's rules
// (translation.ts), the pages' content in a language (content-in.ts) and the build's list of what
// is not translated yet (translation-gaps.ts) all read it. Pages import it, so it holds no rules.
import type { SiteContent } from "./content-in";
import type { Translation } from "./translation";

/** The profile's own fields a translation gives; the build names each one left out. */
export const TRANSLATED_PROFILE_FIELDS = ["jobTitle", "bio"] as const;

/**
 * Each list a translation may translate entries of, the field that names an entry in the default
 * language's content, and the fields it may give. `reported` are prose every visitor reads: the
 * build names each one a translation leaves out. `others` are usually the same in every language
 * (a place, a date, a network's name, a value such as a phone number), so they are shown as the
 * default language has them, without a word, until the owner translates them.
 */
export const TRANSLATED_LISTS = {
  personalInfo: { nameField: "label", reported: ["label"], others: ["value"] },
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

export type TranslatedList = keyof typeof TRANSLATED_LISTS;

/** Every field a translation may give an entry of the list. */
export const translatedFields = <List extends TranslatedList>(list: List) =>
  [
    ...TRANSLATED_LISTS[list].reported,
    ...TRANSLATED_LISTS[list].others,
  ] as Array<
    | (typeof TRANSLATED_LISTS)[List]["reported"][number]
    | (typeof TRANSLATED_LISTS)[List]["others"][number]
  >;

/** Each list a translation names entries of: where it is in the content and in a translation. */
export const TRANSLATED_ENTRIES: ReadonlyArray<{
  list: TranslatedList;
  /** How a line names it: as the translation's file does. */
  at: string;
  entries: (content: SiteContent) => ReadonlyArray<object>;
  translated: (translation: Translation) => object | undefined;
}> = [
  {
    list: "personalInfo",
    at: "profile.personalInfo",
    entries: (content) => content.profile.personalInfo,
    translated: (translation) => translation.profile?.personalInfo,
  },
  ...(
    [
      "experience",
      "education",
      "skillCategories",
      "filters",
      "projects",
      "socialLinks",
    ] as const
  ).map((list) => ({
    list,
    at: list,
    entries: (content: SiteContent) => content[list],
    translated: (translation: Translation) => translation[list],
  })),
];

// Checks the owner's translations as the build does, a line for each problem: each is of one of
// the other languages, gives only the fields the table of app/content-rules/translation.ts names,
// names entries the content has, one each, and leaves the content following its own rules (a label
// of its own, say) in its language. The build's content step (prepare-content.ts) alone imports it.
import { z } from "zod";

import type { SiteContent } from "../../app/content-rules/content-in";
import { translated } from "../../app/content-rules/content-in";
import { contentSchema, text } from "../../app/content-rules/schema";
import type {
  TranslatedPart,
  Translation,
} from "../../app/content-rules/translation";
import {
  nameFieldOf,
  partOf,
  pathOf,
  TRANSLATED,
  TRANSLATED_PARTS,
  translatedFields,
} from "../../app/content-rules/translation";

import { foundText, issueLines } from "./check-content";

/**
 * A part's schema: its fields, each optional, and the parts below it; a list's, by each entry's
 * name in the default language.
 */
function schemaOf(part: TranslatedPart): z.ZodType {
  const below = TRANSLATED_PARTS.filter(
    (each) => each !== part && pathOf(each)[0] === part,
  );
  const own = z.strictObject({
    ...Object.fromEntries(
      translatedFields(part).map((name) => [name, text.optional()]),
    ),
    ...Object.fromEntries(below.map((each) => [each, schemaOf(each)])),
  });
  return (nameFieldOf(part) ? z.record(z.string(), own) : own).optional();
}

const translationSchema = z.strictObject(
  Object.fromEntries(
    TRANSLATED_PARTS.filter((part) => pathOf(part)[0] === part).map((part) => [
      part,
      schemaOf(part),
    ]),
  ),
);

const LIST_FILE = "app/content/translations.ts";
const fileOf = (lang: string) => `app/content/translations/${lang}.ts`;

/**
 * Every problem of the translations, a line each. `content` is the content as the default
 * language has it; `rest` what else the content holds (the theme, the contact), which the rules
 * of the whole take too; `languages` the site's, the default first.
 */
export function checkTranslations(
  translations: Record<string, unknown>,
  languages: ReadonlyArray<string>,
  content: SiteContent,
  rest: Record<string, unknown>,
): string[] {
  return Object.entries(translations).flatMap(([lang, translation]) => {
    if (lang === languages[0])
      return [
        `${LIST_FILE}: "${lang}" is the default language, whose content is app/content/ itself: translate into the others`,
      ];
    if (!languages.includes(lang))
      return [
        `${LIST_FILE}: "${lang}" is not one of the languages of app/content/languages.ts (${languages.join(", ")})`,
      ];
    const file = fileOf(lang);
    const parsed = translationSchema.safeParse(translation);
    if (!parsed.success)
      return parsed.error.issues.flatMap((issue) =>
        describeIssue(file, issue, translation),
      );
    const data = parsed.data as Translation;
    const named = namesProblems(file, data, content);
    if (named.length > 0) return named;
    return contentProblems(file, translated(content, data), content, rest);
  });
}

/** An issue of a translation's shape: the file, the field's path, what was wrong. */
function describeIssue(
  file: string,
  issue: z.core.$ZodIssue,
  translation: unknown,
): string[] {
  return issueLines(
    issue,
    issue.path.map(String),
    valueAt(translation, issue.path),
    (fields) => `${file}: ${fields.join(".") || "translation"}`,
  );
}

/** Entries a translation names that the content lacks, or that name more than one entry. */
function namesProblems(
  file: string,
  translation: Translation,
  content: SiteContent,
): string[] {
  return TRANSLATED_PARTS.flatMap((part) => {
    const nameField = nameFieldOf(part);
    if (!nameField) return [];
    const names = (partOf(content, part) as ReadonlyArray<object>).map(
      (entry) => String(entry[nameField as keyof typeof entry]),
    );
    return Object.keys(partOf(translation, part) ?? {}).flatMap((name) => {
      const count = names.filter((each) => each === name).length;
      const head = `${file}: ${pathOf(part).join(".")} ${JSON.stringify(name)}`;
      if (count === 0)
        return [
          `${head}: expected the ${nameField} of one of them as the default language has it (${names.map((each) => JSON.stringify(each)).join(", ")}); there is none of this ${nameField}`,
        ];
      if (count > 1)
        return [
          `${head}: ${count} entries have this ${nameField}, so a translation cannot tell them apart; give each a ${nameField} of its own in the default language`,
        ];
      return [];
    });
  });
}

/**
 * What the rules of the whole content say of it in the translation's language, each entry named
 * as the translation names it: `filters "Design".label, in this language: expected a label of
 * its own`.
 */
function contentProblems(
  file: string,
  content: SiteContent,
  defaults: SiteContent,
  rest: Record<string, unknown>,
): string[] {
  const parsed = contentSchema.safeParse({ ...rest, ...content });
  if (parsed.success) return [];
  // A problem the default language's content has too is its own, reported once, of its file: a
  // translation that leaves the field alone did not make it.
  const own = contentSchema.safeParse({ ...rest, ...defaults });
  const ownProblem = (issue: z.core.$ZodIssue) =>
    own.error?.issues.some(
      (each) =>
        each.message === issue.message &&
        each.path.join("\0") === issue.path.join("\0"),
    ) ?? false;
  return parsed.error.issues.flatMap((issue) => {
    if (ownProblem(issue)) return [];
    const path = issue.path
      .map((key, index) => {
        const list = String(issue.path[index - 1]);
        const nameField =
          Object.hasOwn(TRANSLATED, list) &&
          nameFieldOf(list as TranslatedPart);
        if (typeof key !== "number" || !nameField) return `.${String(key)}`;
        const entry = valueAt(defaults, issue.path.slice(0, index + 1));
        return ` ${JSON.stringify(valueAt(entry, [nameField]))}`;
      })
      .join("")
      .slice(1);
    return [
      `${file}: ${path}, in this language: ${issue.message}; ${foundText(valueAt(content, issue.path))}`,
    ];
  });
}

function valueAt(node: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  return path.reduce<unknown>(
    (at, key) =>
      at !== null && typeof at === "object"
        ? (at as Record<PropertyKey, unknown>)[key]
        : undefined,
    node,
  );
}

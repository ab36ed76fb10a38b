// One language's words with what writes them out: values in their places, the plural form for a
// count, numbers, dates and lists as the language writes them (Intl). Components take it from the
// page (useWords); server code, the feeds and the build's share cards ask `wordsIn` for a
// language.
import type { Language } from "./language";
import { pathIn, wordsOf } from "./language";
import type { Plural, Sentence, Values } from "./sentence";
import { sentenceParts } from "./sentence";
import type { Words } from "./words";

export type Wording = {
  lang: Language;
  words: Words;
  /** A site address ("/about") as it is in this language: "/about", or "/de/about". */
  path: (path: string) => string;
  /** The sentence with its values in place, as one string: for attributes, titles, the server. */
  fill: <Names extends string>(
    sentence: Sentence<Names>,
    values: Values<Names>,
  ) => string;
  /** The plural's sentence for this count, by the language's plural rules, not filled in. */
  form: (plural: Plural, count: number) => Sentence<"count">;
  /** The plural's sentence for this count, with the count in place. */
  count: (plural: Plural, count: number) => string;
  number: (value: number) => string;
  /** A calendar day, "2026-11-26", as the language writes it in full. */
  day: (date: string) => string;
  /** The year of a moment, as the language writes it. */
  year: (moment: Date) => string;
  /** Items listed as the language lists them: "C++, Python, C#" in English. */
  list: (items: ReadonlyArray<string>) => string;
};

/**
 * The wording of a language's words. Every number, date, list and plural follows the words' own
 * `locale` ("en-GB": 26 November 2026), which the words check holds to the language.
 */
export function wording(lang: Language, words: Words): Wording {
  const numbers = new Intl.NumberFormat(words.locale);
  const plurals = new Intl.PluralRules(words.locale);
  // Days are calendar dates: the same day wherever the page is rendered.
  const days = new Intl.DateTimeFormat(words.locale, {
    dateStyle: "long",
    timeZone: "UTC",
  });
  // A year, too, is the same wherever the page is rendered: a moment on New Year's Eve is in
  // the same year in the server's HTML and in a browser a few time zones away.
  const years = new Intl.DateTimeFormat(words.locale, {
    year: "numeric",
    timeZone: "UTC",
  });
  const lists = new Intl.ListFormat(words.locale, {
    type: "unit",
    style: "short",
  });
  const number = (value: number) => numbers.format(value);
  const fill = (sentence: string, values: Values<string>) =>
    sentenceParts(sentence, values)
      .map((part) => (typeof part === "number" ? number(part) : part))
      .join("");
  const form = (plural: Plural, count: number) =>
    (plural[plurals.select(count)] ?? plural.other) as Sentence<"count">;
  return {
    lang,
    words,
    path: (path) => pathIn(lang, path),
    fill,
    form,
    count: (plural, count) => fill(form(plural, count), { count }),
    number,
    day: (date) => days.format(new Date(`${date}T00:00:00Z`)),
    year: (moment) => years.format(moment),
    list: (items) => lists.format(items),
  };
}

const made = new Map<Language, Wording>();

/** A language's wording, made once: for code that runs outside a page, or before one. */
export function wordsIn(lang: Language): Wording {
  let found = made.get(lang);
  if (!found) made.set(lang, (found = wording(lang, wordsOf(lang))));
  return found;
}

// A sentence of the words files is written whole, with a named place for each value it holds,
// "{count} min read", so a language puts the value where its grammar wants it; a plural is one
// sentence for each plural category of the language (Intl.PluralRules), "one" and "other" in
// English, six in Arabic.

/** The categories Intl.PluralRules may choose for a number, in CLDR's order. */
export const PLURAL_CATEGORIES = [
  "zero",
  "one",
  "two",
  "few",
  "many",
  "other",
] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

declare const places: unique symbol;
type Holds<Name extends string> = `${string}{${Name}}${string}`;
type AllOf<Union> = (
  Union extends unknown ? (each: Union) => void : never
) extends (all: infer All) => void
  ? All
  : never;

/**
 * A sentence holding a place for each of `Names`: a translation that leaves one out fails the
 * type check, and whoever fills it in must give a value for each (the phantom `places` carries
 * the names to `fill`). Without names, any text.
 */
export type Sentence<Names extends string = never> = [Names] extends [never]
  ? string
  : string & AllOf<Holds<Names>> & { readonly [places]?: Names };

/**
 * One sentence for each plural category of the language, chosen by the count. "other" is always
 * there and holds the count; another form may say it in words ("a minute") and leave it out.
 */
export type Plural = { other: Sentence<"count"> } & Partial<
  Record<Exclude<PluralCategory, "other">, string>
>;

/** What fills a sentence's places: text, or a number the language writes in its own way. */
export type Values<Names extends string, Value = string | number> = {
  readonly [Name in Names]: Value;
};

const PLACE = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The names of a sentence's places, each once, in order. */
export function placesIn(sentence: string): string[] {
  return [...new Set([...sentence.matchAll(PLACE)].map((place) => place[1]!))];
}

/**
 * The sentence cut at its places: its own text and the values, in order, without empty text.
 * A place without a value is a mistake in the code that fills it, and throws.
 */
export function sentenceParts<Value>(
  sentence: string,
  values: Readonly<Record<string, Value>>,
): Array<string | Value> {
  const parts: Array<string | Value> = [];
  let from = 0;
  for (const place of sentence.matchAll(PLACE)) {
    const name = place[1]!;
    if (!Object.hasOwn(values, name))
      throw new Error(`No value for {${name}} in "${sentence}"`);
    if (place.index > from) parts.push(sentence.slice(from, place.index));
    parts.push(values[name]!);
    from = place.index + place[0].length;
  }
  if (from < sentence.length) parts.push(sentence.slice(from));
  return parts;
}

/** Whether a word of a words file is a plural: its keys are plural categories, "other" among them. */
export function isPlural(word: unknown): word is Plural {
  if (word === null || typeof word !== "object") return false;
  const keys = Object.keys(word);
  return (
    keys.includes("other") &&
    keys.every((key) => PLURAL_CATEGORIES.includes(key as PluralCategory))
  );
}

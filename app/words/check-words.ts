// The check of the owner's words files, for the build and the tests: each language has every word
// the default language has and no other, each sentence the same places, each plural a form for
// every category its language's plural rules name, a locale of its own language, and the
// direction its text runs; each code and locale written as BCP 47 writes it, of a language and
// region there are. Every problem is one line: the file, the word, what was expected,
// what was found.
import { tagProblem } from "./language-tag";
import { isPlural, placesIn, PLURAL_CATEGORIES } from "./sentence";

/** Where a language's words are: app/content/words/<code>.ts. */
export const wordsFile = (code: string) => `app/content/words/${code}.ts`;

type Found = Readonly<Record<string, unknown>>;

/** What a words file says of its language rather than in it: no sentences to compare. */
const SETTINGS = ["locale", "direction"];

/** Every problem of the words files, by language code; the first language is the default. */
export function checkWords(languages: Found): string[] {
  const [first, ...others] = Object.keys(languages);
  if (first === undefined)
    return [
      "app/content/languages.ts: expected at least one language; there is none",
    ];
  const reference = languages[first];
  if (!isRecord(reference))
    return [
      `${wordsFile(first)}: expected the language's words; found ${shown(reference)}`,
    ];
  return [first, ...others].flatMap((code) => {
    const file = wordsFile(code);
    const codeProblem = badCode(code);
    if (codeProblem) return [`app/content/languages.ts: ${codeProblem}`];
    const words = languages[code];
    if (!isRecord(words))
      return [`${file}: expected the language's words; found ${shown(words)}`];
    const locale = localeProblem(code, words.locale);
    if (locale) return [`${file}: locale: ${locale}`];
    const categories = new Intl.PluralRules(words.locale as string)
      .resolvedOptions()
      .pluralCategories.slice()
      .sort(byCategory);
    const problems: string[] = [];
    const direction = directionProblem(words.locale as string, words.direction);
    if (direction) problems.push(`${file}: direction: ${direction}`);
    compare(reference, words, [], {
      problem: (path, text) =>
        problems.push(`${file}: ${path.join(".")}: ${text}`),
      defaultFile: wordsFile(first),
      categories,
      locale: words.locale as string,
    });
    return problems;
  });
}

type Report = {
  problem: (path: string[], text: string) => void;
  defaultFile: string;
  /** The plural categories of the language checked. */
  categories: string[];
  locale: string;
};

function compare(
  expected: Found,
  found: Found,
  path: string[],
  report: Report,
) {
  for (const [key, word] of Object.entries(expected)) {
    if (path.length === 0 && SETTINGS.includes(key)) continue;
    const at = [...path, key];
    const value = found[key];
    if (value === undefined)
      report.problem(
        at,
        `expected this word, as ${report.defaultFile} has it; it is missing`,
      );
    else if (isPlural(word)) comparePlural(word, value, at, report);
    else if (isRecord(word)) {
      if (isRecord(value)) compare(word, value, at, report);
      else
        report.problem(
          at,
          `expected words under this name; found ${shown(value)}`,
        );
    } else if (typeof value !== "string")
      report.problem(at, `expected a sentence; found ${shown(value)}`);
    else comparePlaces(placesIn(String(word)), placesIn(value), at, report);
  }
  for (const key of Object.keys(found))
    if (!(key in expected))
      report.problem(
        [...path, key],
        `expected no word of this name, as ${report.defaultFile} has none; check its spelling or remove it`,
      );
}

function comparePlural(
  expected: Found,
  found: unknown,
  path: string[],
  report: Report,
) {
  if (!isRecord(found)) {
    report.problem(
      path,
      `expected a sentence for each plural form; found ${shown(found)}`,
    );
    return;
  }
  const forms = Object.keys(found);
  const missing = report.categories.filter(
    (category) => !forms.includes(category),
  );
  if (missing.length > 0)
    report.problem(
      path,
      `expected a sentence for each plural form of "${report.locale}" (${report.categories.join(", ")}); ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing`,
    );
  for (const form of forms) {
    const sentence = found[form];
    if (!report.categories.includes(form))
      report.problem(
        [...path, form],
        `expected no such form: the plural forms of "${report.locale}" are ${report.categories.join(", ")}`,
      );
    else if (typeof sentence !== "string")
      report.problem(
        [...path, form],
        `expected a sentence; found ${shown(sentence)}`,
      );
    // A form may say the count in words ("a minute") and leave {count} out; "other" holds it.
    else
      comparePlaces(
        placesIn(String(expected.other)),
        placesIn(sentence),
        [...path, form],
        report,
        form === "other" ? [] : ["count"],
      );
  }
}

function comparePlaces(
  expected: string[],
  found: string[],
  path: string[],
  report: Report,
  optional: string[] = [],
) {
  const missing = expected.filter(
    (place) => !found.includes(place) && !optional.includes(place),
  );
  const unknown = found.filter((place) => !expected.includes(place));
  if (missing.length === 0 && unknown.length === 0) return;
  const list = (places: string[]) =>
    places.map((place) => `{${place}}`).join(", ") || "no places";
  report.problem(
    path,
    `expected the places ${list(expected)}, as ${report.defaultFile} has them; found ${list(found)}`,
  );
}

function badCode(code: string) {
  let problem: string | null;
  try {
    problem = tagProblem(code, "a language code");
  } catch {
    return `"${code}": expected a language code, such as "en", "de" or "pt-BR"`;
  }
  if (problem) return `"${code}": ${problem}`;
  // A page's address starts with its language's code: the locale says the rest.
  const { baseName } = new Intl.Locale(code);
  if (baseName !== code)
    return `"${code}": expected a language code without a locale's settings, such as "${baseName}"; they belong in its words' locale`;
  return null;
}

function localeProblem(code: string, locale: unknown) {
  if (typeof locale !== "string")
    return `expected a locale of the language, such as "${code}"; found ${shown(locale)}`;
  let problem: string | null;
  try {
    problem = tagProblem(locale, "a locale");
  } catch {
    return `expected a locale, such as "${code}"; found "${locale}"`;
  }
  if (problem) return `${problem}; found "${locale}"`;
  if (new Intl.Locale(locale).language === new Intl.Locale(code).language)
    return null;
  return `expected a locale of "${code}", such as "${code}"; found "${locale}"`;
}

function directionProblem(locale: string, direction: unknown) {
  if (direction !== "ltr" && direction !== "rtl")
    return `expected "ltr" or "rtl", the way the language's text runs; found ${shown(direction)}`;
  const expected = textDirection(locale);
  if (expected === undefined || expected === direction) return null;
  return `expected "${expected}", the way "${locale}" is written; found "${direction}"`;
}

type TextInfo = { direction?: string };

/**
 * The way a locale's text runs, as the engine knows it: `getTextInfo()` where it has the
 * method, the `textInfo` property it replaced where it is older (Node 20), nothing in engines
 * with neither, where any direction passes.
 */
function textDirection(locale: string): string | undefined {
  const found = new Intl.Locale(locale) as Intl.Locale & {
    getTextInfo?: () => TextInfo;
    textInfo?: TextInfo;
  };
  return (found.getTextInfo?.() ?? found.textInfo)?.direction;
}

const byCategory = (a: string, b: string) =>
  PLURAL_CATEGORIES.indexOf(a as never) - PLURAL_CATEGORIES.indexOf(b as never);

const isRecord = (value: unknown): value is Found =>
  value !== null && typeof value === "object" && !Array.isArray(value);

function shown(value: unknown) {
  if (value === undefined) return "nothing";
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

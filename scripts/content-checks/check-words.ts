// The check of the owner's words files, for the build and the tests, of what their type (Words,
// which the build's type check holds each file to: content-types.ts) cannot say: each plural a form
// for every category its language's plural rules name, each sentence no place the default
// language's lacks, a locale of its own language and the direction its text runs; each code and
// locale written as BCP 47 writes it, of a language, script and region there are. Every problem is
// one line: the file, the word, what was expected, what was found. The build's scripts import it.
import {
  isPlural,
  placesIn,
  PLURAL_CATEGORIES,
} from "../../app/words/sentence";

/** Where a language's words are: app/content/words/<code>.ts. */
export const wordsFile = (code: string) => `app/content/words/${code}.ts`;

type Found = Readonly<Record<string, unknown>>;

/** Every problem of the words files, by language code; the first language is the default. */
export function checkWords(
  languages: Readonly<Record<string, Found>>,
): string[] {
  const [first] = Object.keys(languages);
  if (first === undefined)
    return [
      "app/content/languages.ts: expected at least one language; there is none",
    ];
  return Object.entries(languages).flatMap(([code, words]) => {
    const file = wordsFile(code);
    const codeProblem = badCode(code);
    if (codeProblem) return [`app/content/languages.ts: ${codeProblem}`];
    const locale = String(words.locale);
    const localeWrong = localeProblem(code, locale);
    if (localeWrong) return [`${file}: locale: ${localeWrong}`];
    const problems: string[] = [];
    const direction = directionProblem(locale, words.direction);
    if (direction) problems.push(`${file}: direction: ${direction}`);
    compare(languages[first]!, words, [], {
      problem: (path, text) =>
        problems.push(`${file}: ${path.join(".")}: ${text}`),
      defaultFile: wordsFile(first),
      categories: new Intl.PluralRules(locale)
        .resolvedOptions()
        .pluralCategories.slice()
        .sort(byCategory),
      locale,
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

/** A word missing, of no such name or of another shape is the type check's: it is passed over. */
function compare(
  expected: Found,
  found: Found,
  path: string[],
  report: Report,
) {
  for (const [key, word] of Object.entries(expected)) {
    const at = [...path, key];
    const value = found[key];
    if (isPlural(word) && isRecord(value))
      comparePlural(word, value, at, report);
    else if (isRecord(word) && isRecord(value))
      compare(word, value, at, report);
    else if (typeof word === "string" && typeof value === "string")
      comparePlaces(placesIn(word), placesIn(value), at, report);
  }
}

function comparePlural(
  expected: Found,
  found: Found,
  path: string[],
  report: Report,
) {
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
    // The type holds "other" to {count}; another form may say the count in words ("a minute").
    else if (typeof sentence === "string")
      comparePlaces(
        placesIn(String(expected.other)),
        placesIn(sentence),
        [...path, form],
        report,
      );
  }
}

/** A place the type asks for is its own to name; one the default's sentence lacks is this one's. */
function comparePlaces(
  expected: string[],
  found: string[],
  path: string[],
  report: Report,
) {
  if (found.every((place) => expected.includes(place))) return;
  const list = (places: string[]) =>
    places.map((place) => `{${place}}`).join(", ") || "no places";
  report.problem(
    path,
    `expected the places ${list(expected)}, as ${report.defaultFile} has them; found ${list(found)}`,
  );
}

function badCode(code: string) {
  const problem = tagProblem(code, "a language code", '"en", "de" or "pt-BR"');
  if (problem) return `"${code}": ${problem}`;
  // A page's address starts with its language's code: the locale says the rest.
  const { baseName } = new Intl.Locale(code);
  if (baseName !== code)
    return `"${code}": expected a language code without a locale's settings, such as "${baseName}"; they belong in its words' locale`;
  return null;
}

function localeProblem(code: string, locale: string) {
  const problem = tagProblem(locale, "a locale", `"${code}"`);
  if (problem) return `${problem}; found "${locale}"`;
  if (new Intl.Locale(locale).language === new Intl.Locale(code).language)
    return null;
  return `expected a locale of "${code}", such as "${code}"; found "${locale}"`;
}

/**
 * What is wrong with a tag, as the rest of a sentence that starts with what it is ("a language
 * code", "a locale"); null when nothing is. Search engines read a page's language from its code
 * (hreflang, `<html lang>`): "en-UK" is no region's English to them, and "de-de" a code they may
 * not match, so the tag is to be written as `Intl.getCanonicalLocales` writes it, an old or wrong
 * alias replaced by its code ("en-UK" by "en-GB", "iw" by "he"), of a language, script and region
 * Unicode's CLDR names (`Intl.DisplayNames` names none of a code it does not know, nor of "und",
 * "Zzzz" and "ZZ", its codes of "unknown").
 */
function tagProblem(tag: string, what: string, example: string) {
  let canonical: string | undefined;
  try {
    [canonical] = Intl.getCanonicalLocales(tag);
  } catch {
    return `expected ${what}, such as ${example}`;
  }
  if (canonical !== tag) return `expected ${what} written as "${canonical}"`;
  const locale = new Intl.Locale(tag);
  const likely = new Intl.Locale(locale.language).maximize();
  const parts = [
    ["language", locale.language, '"en", "de" or "pt-BR"'],
    ["script", locale.script, `"${locale.language}-${likely.script}"`],
    ["region", locale.region, `"${locale.language}-${likely.region}"`],
  ] as const;
  for (const [type, subtag, such] of parts)
    if (
      subtag !== undefined &&
      (["und", "Zzzz", "ZZ"].includes(subtag) ||
        new Intl.DisplayNames(["en"], { type, fallback: "none" }).of(subtag) ===
          undefined)
    )
      return `expected ${what} of a ${type} there is, such as ${such}; "${subtag}" is none`;
  return null;
}

function directionProblem(locale: string, direction: unknown) {
  const found = new Intl.Locale(locale) as Intl.Locale & {
    getTextInfo?: () => { direction?: string };
    textInfo?: { direction?: string };
  };
  // `getTextInfo()` where the engine has it, the `textInfo` it replaced where it is older (Node
  // 20), nothing in engines with neither, where either direction passes.
  const expected = (found.getTextInfo?.() ?? found.textInfo)?.direction;
  if (expected === undefined || expected === direction) return null;
  return `expected "${expected}", the way "${locale}" is written; found "${String(direction)}"`;
}

const byCategory = (a: string, b: string) =>
  PLURAL_CATEGORIES.indexOf(a as never) - PLURAL_CATEGORIES.indexOf(b as never);

const isRecord = (value: unknown): value is Found =>
  value !== null && typeof value === "object" && !Array.isArray(value);

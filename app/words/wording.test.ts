import type { Language } from "./language";
import type { Plural } from "./sentence";
import { wording } from "./wording";
import type { Words } from "./words";

/** A wording of made-up words in a locale; only what a test reads is there. */
const inLocale = (locale: string) =>
  wording(locale as Language, { locale } as Words);

test("values go in their places, numbers as the language writes them", () => {
  const { fill } = inLocale("en-GB");
  expect(
    fill("Please shorten {what} to {max} characters.", {
      what: "it",
      max: 5000,
    }),
  ).toBe("Please shorten it to 5,000 characters.");
  expect(inLocale("de").fill("{max} Zeichen", { max: 5000 })).toBe(
    "5.000 Zeichen",
  );
});

test("a plural's form is the one the language's plural rules choose for the count", () => {
  const projects: Plural = {
    one: "{count} project shown",
    other: "{count} projects shown",
  };
  const { count } = inLocale("en-GB");
  expect(count(projects, 1)).toBe("1 project shown");
  expect(count(projects, 0)).toBe("0 projects shown");
  expect(count(projects, 6)).toBe("6 projects shown");

  // Arabic has six forms: 0 zero, 1 one, 2 two, 3 to 10 few, 11 to 99 many, 100 other.
  const arabic: Plural = {
    zero: "zero",
    one: "one",
    two: "two",
    few: "few {count}",
    many: "many {count}",
    other: "other {count}",
  };
  // Written in Latin digits, so that no version of the locale data changes them.
  const ar = inLocale("ar-u-nu-latn");
  expect([0, 1, 2, 3, 11, 100].map((n) => ar.count(arabic, n))).toEqual([
    "zero",
    "one",
    "two",
    "few 3",
    "many 11",
    "other 100",
  ]);
});

test("a form the words lack falls back to the other form", () => {
  const { count } = inLocale("en-GB");
  expect(count({ other: "{count} min read" }, 1)).toBe("1 min read");
});

test("days, years and lists are written as the locale writes them", () => {
  const british = inLocale("en-GB");
  expect(british.day("2026-11-26")).toBe("26 November 2026");
  expect(inLocale("en-US").day("2026-11-26")).toBe("November 26, 2026");
  expect(british.year(new Date(2026, 10, 27))).toBe("2026");
  expect(british.list(["C++", "Python", "C#"])).toBe("C++, Python, C#");
});

test("a year is the same in every time zone: the last hour of 2026 is 2026 even where 2027 has begun", () => {
  const zone = process.env.TZ;
  process.env.TZ = "Pacific/Kiritimati"; // UTC+14
  try {
    expect(inLocale("en-GB").year(new Date("2026-12-31T23:30:00Z"))).toBe(
      "2026",
    );
  } finally {
    process.env.TZ = zone;
  }
});

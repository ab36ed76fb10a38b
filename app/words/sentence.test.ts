import { isPlural, placesIn, sentenceParts } from "./sentence";

test("a sentence's places are named once each, in order", () => {
  expect(placesIn("© {year} {name}, {name}")).toEqual(["year", "name"]);
  expect(placesIn("No place {here}s {1x} { name }")).toEqual(["here"]);
});

test("a sentence is cut at its places, with no empty text around a value", () => {
  expect(sentenceParts("© {year} {name}", { year: 2026, name: "Ann" })).toEqual(
    ["© ", 2026, " ", "Ann"],
  );
  expect(sentenceParts("{count}", { count: 3 })).toEqual([3]);
  expect(sentenceParts("Hello", {})).toEqual(["Hello"]);
});

test("a place left without a value is a mistake in the code, and throws", () => {
  expect(() => sentenceParts("{name}, home", { nome: "Ann" })).toThrow(
    'No value for {name} in "{name}, home"',
  );
});

test("a plural is told from a group of words by its keys", () => {
  expect(isPlural({ one: "a", other: "b" })).toBe(true);
  expect(isPlural({ other: "b" })).toBe(true);
  expect(isPlural({ one: "a" })).toBe(false);
  expect(isPlural({ open: "a", other: "b" })).toBe(false);
  expect(isPlural("other")).toBe(false);
});

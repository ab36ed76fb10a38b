import { initialsOf } from "./initials";

test("the first letter of the first two words, in capitals where the script has them", () => {
  expect(initialsOf("Alex Doe")).toBe("AD");
  expect(initialsOf("  maximiliana o'hara-fernández  ")).toBe("MO");
  expect(initialsOf("Jean Claude Van Damme")).toBe("JC");
  expect(initialsOf("Madonna")).toBe("M");
  expect(initialsOf("陳思遠")).toBe("陳");
  expect(initialsOf("김 민준")).toBe("김민");
  expect(initialsOf("محمد أحمد")).toBe("مأ");
});

test("a letter is never split from its marks", () => {
  // A decomposed é, a Devanagari conjunct with its vowel sign, a flag of two code points.
  expect(initialsOf("e\u0301mile Zola")).toBe("E\u0301Z");
  expect(initialsOf("प्रिया शर्मा")).toBe("प्रिश");
  expect(initialsOf("🇳🇴 Nora")).toBe("🇳🇴N");
});

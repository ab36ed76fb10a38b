import {
  hasControlCharacter,
  hasControlInText,
  oneLine,
  printable,
} from "./control-characters";

test("a text of several lines takes tabs and line breaks, and no other control character", () => {
  expect(hasControlInText("One\tTwo\r\nThree\nFour\rFive")).toBe(false);
  // Not controls: the line separator, joiners, marks of direction, a noncharacter.
  expect(hasControlInText("A\u2028B\u200d\u200f\u202e\uffff")).toBe(false);
  for (const code of [0x00, 0x08, 0x0b, 0x0c, 0x0e, 0x1f, 0x7f, 0x80, 0x9f])
    expect(
      hasControlInText(`a${String.fromCodePoint(code)}b`),
      code.toString(16),
    ).toBe(true);
});

test("for a terminal, each control character and text-direction override is written as its code", () => {
  const obeyed = [
    0x00, 0x07, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f, 0x80, 0x9b, 0x9f, 0x202a,
    0x202e, 0x2066, 0x2069,
  ];
  for (const code of obeyed)
    expect(oneLine(`a${String.fromCodePoint(code)}b`)).toBe(
      `a\\u{${code.toString(16)}}b`,
    );
  // Shown as they are: a space, letters of any direction, joiners, the marks that do not
  // reorder what follows them.
  const shown = "a b ש \u200d\u200f\u200e\u2029\u2065\u206a\u2029\u202f\u2067";
  expect(oneLine(shown)).toBe(
    "a b ש \u200d\u200f\u200e\u2029\u2065\u206a\u2029\u202f\\u{2067}",
  );
  // Every one in a text, not only the first.
  expect(oneLine("\u001b\u001b")).toBe("\\u{1b}\\u{1b}");
});

test("printed with its lines, a text keeps line feeds and tabs, and a CR LF is one line feed", () => {
  expect(printable("One\r\nTwo\tthree\nfour")).toBe("One\nTwo\tthree\nfour");
  expect(printable("a\rb\u001b[2Jc\u202ed\r\n\r\n")).toBe(
    "a\\u{d}b\\u{1b}[2Jc\\u{202e}d\n\n",
  );
  expect(printable("\u0085\u2066x\u2069")).toBe("\\u{85}\\u{2066}x\\u{2069}");
});

test("a one-line value takes no line break, control or invisible format character, and keeps the joiners", () => {
  expect(hasControlCharacter("Ann Example \u200c\u200d ש")).toBe(false);
  for (const code of [0x00, 0x0a, 0x1b, 0x85, 0x2028, 0x2029, 0x200b, 0x202e])
    expect(
      hasControlCharacter(`a${String.fromCodePoint(code)}b`),
      code.toString(16),
    ).toBe(true);
});

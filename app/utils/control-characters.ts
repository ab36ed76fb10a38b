// Characters that break a line or hide themselves: C0/C1 controls, the Unicode line and paragraph
// separators, invisible format characters (bidi overrides, zero-width spaces); not the joiners
// ZWNJ and ZWJ, which Persian and Indic names and emoji sequences need.
const INVISIBLE_OR_LINE_BREAK =
  /[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200c\u200d])\p{Cf}/u;

/** Whether a string holds a character that has no place on one visible line. */
export function hasControlCharacter(value: string): boolean {
  return INVISIBLE_OR_LINE_BREAK.test(value);
}

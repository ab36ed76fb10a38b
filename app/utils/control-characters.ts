// Characters that break a line or hide themselves: C0/C1 controls (CR, LF, NEL, tabs, NUL...),
// the Unicode line and paragraph separators, and invisible format characters such as the bidi
// overrides and zero-width spaces. The two joiners (ZWNJ, ZWJ) are left out: Persian and Indic
// names and emoji sequences need them.
const INVISIBLE_OR_LINE_BREAK =
  /[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200c\u200d])\p{Cf}/u;

/** Whether a string holds a character that has no place on one visible line. */
export function hasControlCharacter(value: string): boolean {
  return INVISIBLE_OR_LINE_BREAK.test(value);
}

// Characters that have no place on one visible line: those that break it (C0/C1 controls, the
// Unicode line and paragraph separators), and the invisible format characters (bidi overrides,
// zero-width spaces); not the joiners ZWNJ and ZWJ, which Persian and Indic names and emoji
// sequences need.
const LINE_BREAK_OR_CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/u;
const INVISIBLE = /(?![\u200c\u200d])\p{Cf}/u;

/** Whether a string holds a control character or a line break. */
export const breaksLine = (value: string) => LINE_BREAK_OR_CONTROL.test(value);

/** Whether a string holds an invisible format character, such as a text-direction override. */
export const hasInvisibleCharacter = (value: string) => INVISIBLE.test(value);

/** Whether a string holds a character that has no place on one visible line. */
export function hasControlCharacter(value: string): boolean {
  return breaksLine(value) || hasInvisibleCharacter(value);
}

// Every control character but the tab and the line breaks a text area sends (LF, CR): NUL among
// them, which Postgres cannot keep and SQLite would cut a text at.
const CONTROL_IN_TEXT = /[^\P{Cc}\t\n\r]/u;

/** Whether a text of several lines holds a control character other than a tab or a line break. */
export const hasControlInText = (value: string) => CONTROL_IN_TEXT.test(value);

// What a terminal obeys rather than shows: control characters (an escape starts a sequence that
// can clear the screen, forge a link or write to the clipboard), and the marks that reorder the
// text after them, so that what the owner reads is not what is there.
const OBEYED = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;
const OBEYED_BUT_LINES = /[^\P{Cc}\n\t]|[\u202a-\u202e\u2066-\u2069]/gu;
const code = (character: string) =>
  `\\u{${character.codePointAt(0)!.toString(16)}}`;

/** A text for a terminal: every control character written as its code, never obeyed. */
export const oneLine = (text: string) => text.replace(OBEYED, code);

/** The same, keeping its line breaks (a CR LF as one line feed) and tabs. */
export const printable = (text: string) =>
  text.replace(/\r\n/g, "\n").replace(OBEYED_BUT_LINES, code);

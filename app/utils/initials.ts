const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The logo's mark: the first letter of a name's first two words, in capitals where the script
 * has them ("Alex Doe" → "AD", "Madonna" → "M", "陳思遠" → "陳"). A letter is a whole grapheme, so
 * an accent, a conjunct or an emoji is never split from its base.
 */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map(
      (word) =>
        graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? "",
    )
    .join("")
    .toUpperCase();
}

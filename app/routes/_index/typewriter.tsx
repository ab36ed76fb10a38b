import type { CSSProperties } from "react";

import { useWords } from "~/words/use-words";

type TypewriterProps = {
  lines: ReadonlyArray<string>;
  /** Seconds each character takes to appear. */
  secondsPerChar?: number;
};

/**
 * Types its lines one after another with CSS alone: the whole text is in the HTML for crawlers,
 * screen readers and visitors without JavaScript; a clip reveals it, so nothing around it moves.
 */
export function Typewriter({ lines, secondsPerChar = 0.08 }: TypewriterProps) {
  const durations = lines.map((line) => line.length * secondsPerChar);
  // Each line starts when the ones before it have finished.
  const delays = durations.map((_, index) =>
    durations.slice(0, index).reduce((sum, duration) => sum + duration, 0),
  );
  // The longest line sets how small the text must be to fit a narrow screen on one line.
  const longest = {
    "--longest": Math.max(...lines.map((line) => line.length)),
  };
  // On a right-to-left page a line may be left to right (a name, a title not yet translated):
  // each runs, and is revealed, the way its own text does.
  const dir = useWords().words.direction === "rtl" ? "auto" : undefined;
  return (
    <span className="typewriter" style={longest as CSSProperties}>
      {lines.map((line, index) => {
        const style = {
          "--chars": line.length,
          "--type-duration": `${durations[index]}s`,
          "--type-delay": `${delays[index]}s`,
        } as CSSProperties;
        return (
          <span key={line} className="typewriter-line" style={style} dir={dir}>
            {line}
          </span>
        );
      })}
    </span>
  );
}

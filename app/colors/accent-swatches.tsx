import type { ColorChoice } from "./choice-cookie";
import { ChoiceForm } from "./choice-form";
import { useWords } from "~/words/use-words";
import type { Words } from "~/words/words";

/**
 * The sketch picker's presets, in its order, each with its name in the words, so a screen reader
 * says "Red", not a hex.
 */
const PRESETS: Array<[string, keyof Words["colors"]["swatches"]]> = [
  ["#D0021B", "red"],
  ["#F5A623", "orange"],
  ["#F8E71C", "yellow"],
  ["#8B572A", "brown"],
  ["#7ED321", "green"],
  ["#417505", "darkGreen"],
  ["#BD10E0", "magenta"],
  ["#9013FE", "purple"],
  ["#4A90E2", "blue"],
  ["#50E3C2", "turquoise"],
  ["#B8E986", "lightGreen"],
  ["#000000", "black"],
  ["#4A4A4A", "darkGrey"],
  ["#9B9B9B", "grey"],
  ["#FFFFFF", "white"],
];

/**
 * The presets, as buttons of the panel's plain form. None reads as chosen in the page, which is
 * the same for every visitor: the page's script marks the one on show.
 */
export function AccentSwatches() {
  const { words, fill } = useWords();
  const { colors } = words;
  return (
    <ChoiceForm className="accent-swatches">
      {PRESETS.map(([hex, name]) => {
        const label = fill(colors.swatch, { name: colors.swatches[name], hex });
        return (
          <button
            key={hex}
            type="submit"
            name={"accent" satisfies ColorChoice}
            value={hex}
            className="accent-swatch"
            aria-label={label}
            title={label}
            style={{ background: hex }}
          />
        );
      })}
    </ChoiceForm>
  );
}

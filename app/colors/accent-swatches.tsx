import { ACCENT_FIELD } from "./accent-cookie";
import { ChoiceForm } from "./choice-form";
import { normalizeHex } from "~/colors/color";

/** The sketch picker's presets, in its order, named so a screen reader says "Red", not a hex. */
const PRESETS = Object.entries({
  "#D0021B": "Red",
  "#F5A623": "Orange",
  "#F8E71C": "Yellow",
  "#8B572A": "Brown",
  "#7ED321": "Green",
  "#417505": "Dark green",
  "#BD10E0": "Magenta",
  "#9013FE": "Purple",
  "#4A90E2": "Blue",
  "#50E3C2": "Turquoise",
  "#B8E986": "Light green",
  "#000000": "Black",
  "#4A4A4A": "Dark grey",
  "#9B9B9B": "Grey",
  "#FFFFFF": "White",
});

type AccentSwatchesProps = {
  /** The accent shown now, so its swatch reads as chosen; unknown before the page runs. */
  current?: string;
  /** With JavaScript, takes the chosen colour instead of the form being sent. */
  onChoose?: (accent: string) => void;
};

/** The presets, as buttons of the panel's plain form. */
export function AccentSwatches({ current, onChoose }: AccentSwatchesProps) {
  return (
    <ChoiceForm className="accent-swatches" onChoose={onChoose}>
      {PRESETS.map(([hex, name]) => {
        const label = `${name} (${hex})`;
        return (
          <button
            key={hex}
            type="submit"
            name={ACCENT_FIELD}
            value={hex}
            className="accent-swatch"
            aria-label={label}
            aria-pressed={
              current === undefined ? undefined : normalizeHex(hex) === current
            }
            title={label}
            style={{ background: hex }}
          />
        );
      })}
    </ChoiceForm>
  );
}

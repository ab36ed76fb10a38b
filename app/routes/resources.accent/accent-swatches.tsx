import { useLocation } from "@remix-run/react";
import type { FormEvent } from "react";

import { ACCENT_ROUTE, ACCENT_FIELD, REDIRECT_FIELD } from "./accent-cookie";
import { normalizeHex } from "~/utils/color";

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

/**
 * The presets as buttons of a plain form: without JavaScript a click saves the accent and the
 * server sends the visitor back; with it, the choice is made in place.
 */
export function AccentSwatches({ current, onChoose }: AccentSwatchesProps) {
  const { pathname, search } = useLocation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (!onChoose) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement) onChoose(submitter.value);
  }

  return (
    <form
      method="post"
      action={ACCENT_ROUTE}
      className="accent-swatches"
      onSubmit={handleSubmit}
    >
      <input
        type="hidden"
        name={REDIRECT_FIELD}
        value={`${pathname}${search}`}
      />
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
    </form>
  );
}

import { useLocation } from "@remix-run/react";
import type { FormEvent } from "react";

import { ACCENT_PRESETS, ACCENT_PRESET_NAMES } from "./accent";
import {
  ACCENT_ROUTE,
  ACCENT_FIELD,
  REDIRECT_FIELD,
} from "./accent-form";
import { normalizeHex } from "~/utils/color";

type AccentSwatchesProps = {
  /** The accent shown now, so its swatch reads as chosen; unknown before the page runs. */
  current?: string;
  /** With JavaScript, takes the chosen colour instead of the form being sent. */
  onChoose?: (accent: string) => void;
};

/**
 * The preset colours as buttons of a plain form: without JavaScript a click saves the accent and
 * the server sends the visitor back to this page; with it, the choice is made in place.
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
      {ACCENT_PRESETS.map((hex) => {
        // Named first, so a screen reader says "Red", not the hex code's characters.
        const label = `${ACCENT_PRESET_NAMES[hex]} (${hex})`;
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

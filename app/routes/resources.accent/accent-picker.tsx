import { useEffect, useMemo, useState } from "react";
import { RgbaColorPicker } from "react-colorful";
import { debounce, throttle } from "throttle-debounce";

import type { Rgba } from "~/utils/color";
import { clampAlphaPercent, formatHex, parseHex } from "~/utils/color";

/** While the visitor drags, the page follows at most every 50 ms... */
const PREVIEW_INTERVAL_MS = 50;
/** ...and the change is complete 100 ms after the last one. */
const COMPLETE_DELAY_MS = 100;

type AccentPickerProps = {
  /** The colour shown, as hex (#rrggbb or #rrggbbaa). */
  color: string;
  /** A colour to show while the visitor is still choosing (at most every 50 ms). */
  onPreview: (color: string) => void;
  /** The colour chosen, once the changes have stopped for 100 ms. */
  onComplete: (color: string) => void;
};

/**
 * A sketch-style picker: saturation area, hue and alpha sliders, then fields for hex and for
 * R, G, B and A (in percent). It is loaded only when the switcher is first opened.
 */
export function AccentPicker({
  color,
  onPreview,
  onComplete,
}: AccentPickerProps) {
  const rgba = parseHex(color) ?? { r: 0, g: 0, b: 0, a: 1 };

  // The callbacks are stable, so these live as long as the picker does.
  const { previewSoon, completeSoon } = useMemo(() => {
    // The first change shows at once and the last is never dropped; the completion, coming
    // later than any pending preview, always follows it.
    const previewSoon = throttle(PREVIEW_INTERVAL_MS, onPreview);
    const completeSoon = debounce(COMPLETE_DELAY_MS, onComplete);
    return { previewSoon, completeSoon };
  }, [onPreview, onComplete]);
  useEffect(
    () => () => {
      previewSoon.cancel();
      completeSoon.cancel();
    },
    [previewSoon, completeSoon],
  );

  const change = (next: Rgba) => {
    const hex = formatHex(next);
    previewSoon(hex);
    completeSoon(hex);
  };

  return (
    <div className="accent-picker">
      <RgbaColorPicker color={rgba} onChange={change} />
      <div className="accent-fields">
        <HexField rgba={rgba} onChange={change} />
        {CHANNELS.map(({ label, name, key }) => (
          <NumberField
            key={label}
            label={label}
            name={name}
            value={rgba[key]}
            max={255}
            onChange={(value) => change({ ...rgba, [key]: value })}
          />
        ))}
        <NumberField
          label="A"
          name="Alpha, percent"
          value={Math.round(rgba.a * 100)}
          max={100}
          onChange={(percent) =>
            change({ ...rgba, a: clampAlphaPercent(percent) / 100 })
          }
        />
      </div>
    </div>
  );
}

const CHANNELS = [
  { label: "R", name: "Red", key: "r" },
  { label: "G", name: "Green", key: "g" },
  { label: "B", name: "Blue", key: "b" },
] as const;

type HexFieldProps = { rgba: Rgba; onChange: (color: Rgba) => void };

/**
 * What the visitor types is shown as typed, but only a valid hex colour changes the accent;
 * leaving the field puts the current colour back. Six digits keep the alpha set beside it.
 */
function HexField({ rgba, onChange }: HexFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = formatHex({ ...rgba, a: 1 }).slice(1);
  return (
    <label className="accent-field accent-field-hex">
      <input
        value={draft ?? shown}
        spellCheck={false}
        autoComplete="off"
        maxLength={9}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const typed = parseHex(text);
          if (!typed) return;
          const digits = text.replace("#", "").length;
          const keepsAlpha = digits === 3 || digits === 6;
          onChange(keepsAlpha ? { ...typed, a: rgba.a } : typed);
        }}
        onBlur={() => setDraft(null)}
      />
      <span>Hex</span>
    </label>
  );
}

type NumberFieldProps = {
  label: string;
  /** The field's full name for assistive technology. */
  name: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
};

/** A whole number from 0 to `max`; out-of-range values are clamped, non-numbers ignored. */
function NumberField({ label, name, value, max, onChange }: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <label className="accent-field">
      <input
        value={draft ?? String(value)}
        inputMode="numeric"
        autoComplete="off"
        aria-label={`${label} (${name}), 0 to ${max}`}
        onChange={(event) => {
          setDraft(event.target.value);
          const number = Number.parseFloat(event.target.value);
          if (Number.isFinite(number)) onChange(number);
        }}
        onBlur={() => setDraft(null)}
      />
      <span aria-hidden>{label}</span>
    </label>
  );
}

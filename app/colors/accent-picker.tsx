import { useEffect, useMemo, useState } from "react";
import type { InputHTMLAttributes } from "react";
import { RgbaColorPicker } from "react-colorful";
import { debounce, throttle } from "throttle-debounce";

import type { Rgba } from "~/colors/color";
import { formatHex, parseHex } from "~/colors/color";
import { useWords } from "~/words/use-words";

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

/** A sketch-style picker: saturation area, hue and alpha sliders, fields for hex, R, G, B, A%. */
export function AccentPicker({
  color,
  onPreview,
  onComplete,
}: AccentPickerProps) {
  const rgba = parseHex(color) ?? { r: 0, g: 0, b: 0, a: 1 };
  const { colors } = useWords().words;

  // The callbacks are stable, so these live as long as the picker does. Closing drops what is
  // pending without disabling them, as StrictMode runs the cleanup once before it is for good.
  const { previewSoon, completeSoon } = useMemo(() => {
    // The first change shows at once, the last is never dropped, and completion comes after both.
    const previewSoon = throttle(PREVIEW_INTERVAL_MS, onPreview);
    const completeSoon = debounce(COMPLETE_DELAY_MS, onComplete);
    return { previewSoon, completeSoon };
  }, [onPreview, onComplete]);
  useEffect(
    () => () => {
      previewSoon.cancel({ upcomingOnly: true });
      completeSoon.cancel({ upcomingOnly: true });
    },
    [previewSoon, completeSoon],
  );

  const change = (next: Rgba) => {
    const hex = formatHex(next);
    previewSoon(hex);
    completeSoon(hex);
  };

  /** A typed hex colour; six digits (or three) keep the alpha set beside them. */
  const typeHex = (text: string) => {
    const typed = parseHex(text);
    const keepsAlpha = [3, 6].includes(text.replace("#", "").length);
    if (typed) change(keepsAlpha ? { ...typed, a: rgba.a } : typed);
  };
  /** A typed number; non-numbers are ignored, formatHex holds the rest to their ranges. */
  const typeNumber = (text: string, colour: (value: number) => Rgba) => {
    const value = Number.parseFloat(text);
    if (Number.isFinite(value)) change(colour(value));
  };

  return (
    <div className="accent-picker">
      <RgbaColorPicker color={rgba} onChange={change} />
      <div className="accent-fields">
        <DraftField
          label={colors.hex}
          className="accent-field accent-field-hex"
          shown={formatHex({ ...rgba, a: 1 }).slice(1)}
          onType={typeHex}
          spellCheck={false}
          maxLength={9}
        />
        {CHANNELS.map(({ channel, key }) => (
          <DraftField
            key={key}
            label={colors.channels[channel].label}
            aria-label={colors.channels[channel].name}
            shown={String(rgba[key])}
            onType={(text) => typeNumber(text, (n) => ({ ...rgba, [key]: n }))}
            inputMode="numeric"
          />
        ))}
        <DraftField
          label={colors.channels.alpha.label}
          aria-label={colors.channels.alpha.name}
          shown={String(Math.round(rgba.a * 100))}
          onType={(text) =>
            typeNumber(text, (n) => ({ ...rgba, a: Math.round(n) / 100 }))
          }
          inputMode="numeric"
        />
      </div>
    </div>
  );
}

const CHANNELS = [
  { channel: "red", key: "r" },
  { channel: "green", key: "g" },
  { channel: "blue", key: "b" },
] as const;

type DraftFieldProps = {
  label: string;
  /** The value as the picker holds it, shown whenever the visitor is not typing. */
  shown: string;
  onType: (text: string) => void;
} & InputHTMLAttributes<HTMLInputElement>;

/**
 * What the visitor types is shown as typed, but only a value that reads as one changes the
 * accent; leaving the field puts the current value back.
 */
function DraftField({
  label,
  shown,
  onType,
  className = "accent-field",
  ...input
}: DraftFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <label className={className}>
      <input
        {...input}
        value={draft ?? shown}
        autoComplete="off"
        onChange={(event) => {
          setDraft(event.target.value);
          onType(event.target.value);
        }}
        onBlur={() => setDraft(null)}
      />
      <span aria-hidden={input["aria-label"] ? true : undefined}>{label}</span>
    </label>
  );
}

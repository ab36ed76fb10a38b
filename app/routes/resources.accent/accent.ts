import type { CSSProperties } from "react";

import type { Rgba } from "~/utils/color";
import { composite, contrastRatio, formatHex, parseHex, tint } from "~/utils/color";

/** The accent colour every visit starts with. */
export const DEFAULT_ACCENT = "#5dff40";

/** The sketch picker's preset swatches, in its order. */
export const ACCENT_PRESETS = [
  "#D0021B",
  "#F5A623",
  "#F8E71C",
  "#8B572A",
  "#7ED321",
  "#417505",
  "#BD10E0",
  "#9013FE",
  "#4A90E2",
  "#50E3C2",
  "#B8E986",
  "#000000",
  "#4A4A4A",
  "#9B9B9B",
  "#FFFFFF",
] as const;

/** What each preset is called, for people who hear the swatches rather than see them. */
export const ACCENT_PRESET_NAMES: Record<
  (typeof ACCENT_PRESETS)[number],
  string
> = {
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
};

// The page's own background, under a translucent accent, and the lightest surface accent text
// sits on; both must match app/styles/app.css (--page-bg, --surface).
const PAGE_BACKGROUND: Rgba = { r: 0x1d, g: 0x1d, b: 0x1d, a: 1 };
const LIGHTEST_BACKGROUND: Rgba = { r: 0x26, g: 0x26, b: 0x26, a: 1 };

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The colour accent text and accent fills are actually painted in: the chosen accent as it
 * looks over the page, lightened just enough to be read on every dark surface of the site.
 * An accent that is already legible comes back unchanged. Because the result is always light,
 * the dark text used on accent fills (--on-accent in the stylesheet) stays legible on it too.
 */
export function legibleAccent(accent: string): string {
  const chosen = parseHex(accent) ?? parseHex(DEFAULT_ACCENT)!;
  const seen = composite(chosen, PAGE_BACKGROUND);
  const readable = (amount: number) =>
    contrastRatio(
      parseHex(formatHex(tint(seen, amount)))!,
      LIGHTEST_BACKGROUND,
    ) >= MIN_TEXT_CONTRAST;
  if (readable(0)) return formatHex(seen);
  let [low, high] = [0, 1];
  while (high - low > 1 / 512) {
    const middle = (low + high) / 2;
    if (readable(middle)) high = middle;
    else low = middle;
  }
  return formatHex(tint(seen, high));
}

/**
 * The custom properties the document root carries for an accent: `--main-color` is the
 * visitor's choice exactly (with its alpha), `--accent` its legible form, which the stylesheet
 * paints with. Server and browser both take them from here, so they cannot disagree.
 */
export function accentStyle(accent: string): CSSProperties {
  return {
    "--main-color": accent,
    "--accent": legibleAccent(accent),
  } as CSSProperties;
}

// Colour arithmetic for the accent: parsing and writing hex, WCAG contrast, and the legible forms
// an accent is painted in: one on the dark scheme's surfaces, one on the light scheme's.
import { PALETTES } from "./color-scheme";
import type { Scheme } from "./color-scheme";

/** Channels 0-255, alpha 0-1. */
export type Rgba = { r: number; g: number; b: number; a: number };

const HEX_PATTERN = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A hex colour in any of the four CSS forms (#rgb, #rgba, #rrggbb, #rrggbbaa; "#" optional). */
export function parseHex(value: string): Rgba | null {
  const match = HEX_PATTERN.exec(value.trim());
  if (!match?.[1]) return null;
  let digits = match[1];
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join("");
  const channel = (index: number) =>
    parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  return {
    r: channel(0),
    g: channel(1),
    b: channel(2),
    a: digits.length === 8 ? channel(3) / 255 : 1,
  };
}

/**
 * Lower-case #rrggbb, or #rrggbbaa when the colour is not fully opaque. Every channel is held
 * to its range first, so a typed or dragged value needs no clamping before it.
 */
export function formatHex({ r, g, b, a }: Rgba): string {
  const channels = [r, g, b].map((c) => Math.round(clamp(c, 255, 0)));
  const alpha = clamp(a, 1, 1);
  if (alpha < 1) channels.push(Math.round(alpha * 255));
  return `#${channels.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** The one spelling of a hex colour the site stores, or `null` when it is not one. */
export function normalizeHex(value: string): string | null {
  const rgba = parseHex(value);
  return rgba ? formatHex(rgba) : null;
}

/** `value` from 0 to `max`; what is not a number reads as `fallback`. */
const clamp = (value: number, max: number, fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(0, value)) : fallback;

/** The colour seen when `top` (possibly translucent) is painted over an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (front: number, back: number) =>
    front * top.a + back * (1 - top.a);
  return {
    r: mix(top.r, bottom.r),
    g: mix(top.g, bottom.g),
    b: mix(top.b, bottom.b),
    a: 1,
  };
}

/** WCAG 2 relative luminance of an opaque colour. */
function luminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Moves a colour toward `target` by `amount` (0 keeps it, 1 is `target`). */
function mix(color: Rgba, target: Rgba, amount: number): Rgba {
  const toward = (c: number, t: number) => c + (t - c) * amount;
  return {
    r: toward(color.r, target.r),
    g: toward(color.g, target.g),
    b: toward(color.b, target.b),
    a: 1,
  };
}

// On each scheme: the page an accent is seen over (under a translucent one), the surface accent
// text contrasts least with (the lightest dark one, the darkest light one), and the way it is
// moved to read: lighter on dark, darker on light.
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };
const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const ON: Record<Scheme, { page: Rgba; hardest: Rgba; toward: Rgba }> = {
  dark: {
    page: parseHex(PALETTES.dark["page-bg"])!,
    hardest: parseHex(PALETTES.dark.surface)!,
    toward: WHITE,
  },
  light: {
    page: parseHex(PALETTES.light["page-bg"])!,
    hardest: parseHex(PALETTES.light["page-bg"])!,
    toward: BLACK,
  },
};

/** WCAG AA for normal text; marks and bars need 3, so they pass too. */
const MIN_TEXT_CONTRAST = 4.5;

/**
 * What accent text and fills are painted in on a scheme: the accent as seen over its page, moved
 * just enough toward white (dark) or black (light) to read on every surface, so the text on
 * accent fills (--on-accent: dark on the dark scheme, white on the light) reads too.
 */
export function legibleAccent(accent: string, scheme: Scheme = "dark"): string {
  const { page, hardest, toward } = ON[scheme];
  const chosen = parseHex(accent) ?? { ...BLACK };
  const seen = composite(chosen, page);
  const readable = (amount: number) =>
    contrastRatio(parseHex(formatHex(mix(seen, toward, amount)))!, hardest) >=
    MIN_TEXT_CONTRAST;
  if (readable(0)) return formatHex(seen);
  let [low, high] = [0, 1];
  while (high - low > 1 / 512) {
    const middle = (low + high) / 2;
    if (readable(middle)) high = middle;
    else low = middle;
  }
  return formatHex(mix(seen, toward, high));
}

/** The page-wide properties: the accent exactly (alpha too), and the forms painted with. */
export function accentProperties(accent: string): Record<string, string> {
  return {
    "--main-color": accent,
    "--accent-on-dark": legibleAccent(accent, "dark"),
    "--accent-on-light": legibleAccent(accent, "light"),
  };
}

/** The same as a style rule for the document's root. */
export function accentRule(accent: string): string {
  const declarations = Object.entries(accentProperties(accent)).map(
    ([property, value]) => `${property}:${value}`,
  );
  return `:root{${declarations.join(";")}}`;
}

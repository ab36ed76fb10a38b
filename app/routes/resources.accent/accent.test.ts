import {
  ACCENT_PRESETS,
  DEFAULT_ACCENT,
  MIN_TEXT_CONTRAST,
  accentStyle,
  legibleAccent,
} from "./accent";
import { contrastRatio, parseHex } from "~/utils/color";

const SURFACES = ["#141414", "#1d1d1d", "#262626"];
const ON_ACCENT = "#111111";

function contrast(a: string, b: string) {
  return contrastRatio(parseHex(a)!, parseHex(b)!);
}

test("an accent that is already legible is painted as chosen", () => {
  expect(legibleAccent(DEFAULT_ACCENT)).toBe(DEFAULT_ACCENT);
  expect(legibleAccent("#f8e71c")).toBe("#f8e71c");
  expect(legibleAccent("#ffffff")).toBe("#ffffff");
});

test("a dark accent is lightened until it can be read", () => {
  const painted = legibleAccent("#000000");
  expect(painted).not.toBe("#000000");
  expect(contrast(painted, "#262626")).toBeGreaterThanOrEqual(
    MIN_TEXT_CONTRAST,
  );
  // Only as much as needed: a little less light would fail.
  expect(contrast(painted, "#262626")).toBeLessThan(MIN_TEXT_CONTRAST + 0.1);
});

test("any accent gives text that is legible on every surface, and under dark text", () => {
  const samples = [
    ...ACCENT_PRESETS,
    DEFAULT_ACCENT,
    "#5dff4000",
    "#0000ff",
    "#ff000080",
    "#417505cc",
  ];
  // A fixed spread over the whole colour space (a multiplicative hash), so a failure repeats.
  for (let i = 0; i < 2000; i++) {
    const value = Math.imul(i, 2654435761) >>> 0;
    samples.push(`#${value.toString(16).padStart(8, "0")}`);
  }
  for (const accent of samples) {
    const painted = legibleAccent(accent);
    for (const surface of SURFACES) {
      expect(
        contrast(painted, surface),
        `${accent} on ${surface}`,
      ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    expect(
      contrast(ON_ACCENT, painted),
      `text on ${accent}`,
    ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  }
});

test("a translucent accent is painted as it looks over the page", () => {
  // Half-transparent white over #1d1d1d is a mid grey, not white.
  expect(legibleAccent("#ffffff80")).toBe("#8e8e8e");
});

test("the root carries the chosen accent exactly, beside its legible form", () => {
  expect(accentStyle("#4a4a4a80")).toEqual({
    "--main-color": "#4a4a4a80",
    "--accent": legibleAccent("#4a4a4a80"),
  });
});

import {
  accentRule,
  composite,
  contrastRatio,
  formatHex,
  legibleAccent,
  normalizeHex,
  parseHex,
} from "./color";

function contrast(a: string, b: string) {
  return contrastRatio(parseHex(a)!, parseHex(b)!);
}

test("reads every CSS hex form, with or without the #", () => {
  expect(parseHex("#5dff40")).toEqual({ r: 0x5d, g: 0xff, b: 0x40, a: 1 });
  expect(parseHex("5DFF40")).toEqual({ r: 0x5d, g: 0xff, b: 0x40, a: 1 });
  expect(parseHex("#fff")).toEqual({ r: 255, g: 255, b: 255, a: 1 });
  expect(parseHex("#0008")).toEqual({ r: 0, g: 0, b: 0, a: 0x88 / 255 });
  expect(parseHex("#5dff4080")).toEqual({
    r: 0x5d,
    g: 0xff,
    b: 0x40,
    a: 0x80 / 255,
  });
});

test("anything that is not a hex colour is refused", () => {
  for (const value of [
    "",
    "#",
    "#12",
    "#12345",
    "#1234567",
    "#123456789",
    "#ggg",
    "red",
    "rgb(0,0,0)",
    "#5dff40;background:red",
    "javascript:alert(1)",
  ]) {
    expect(parseHex(value), value).toBeNull();
    expect(normalizeHex(value), value).toBeNull();
  }
});

test("writes one lower-case spelling, with alpha only below full opacity", () => {
  expect(normalizeHex("#ABC")).toBe("#aabbcc");
  expect(normalizeHex("#D0021B")).toBe("#d0021b");
  expect(normalizeHex("#d0021bff")).toBe("#d0021b");
  expect(formatHex({ r: 93, g: 255, b: 64, a: 0.5 })).toBe("#5dff4080");
});

test("each channel is held to its range, and what is not a number takes a default", () => {
  expect(formatHex({ r: 0, g: 0, b: 0, a: 3 })).toBe("#000000");
  expect(formatHex({ r: 300, g: -4, b: 0, a: -1 })).toBe("#ff000000");
  expect(formatHex({ r: 12.6, g: 0, b: 0, a: 0.25 })).toBe("#0d000040");
  expect(formatHex({ r: Number.NaN, g: 1, b: 2, a: Number.NaN })).toBe(
    "#000102",
  );
});

test("contrast follows WCAG: black on white is 21, a colour on itself 1", () => {
  const white = parseHex("#fff")!;
  const black = parseHex("#000")!;
  expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
  expect(contrastRatio(white, white)).toBe(1);
  expect(contrastRatio(parseHex("#777")!, white)).toBeCloseTo(4.48, 2);
});

test("a translucent colour over another mixes in proportion to its alpha", () => {
  const half = composite({ r: 255, g: 255, b: 255, a: 0.5 }, parseHex("#000")!);
  expect(formatHex(half)).toBe("#808080");
});

const SURFACES = ["#141414", "#1d1d1d", "#262626"];
const ON_ACCENT = "#111111";

test("an accent that is already legible is painted as chosen", () => {
  expect(legibleAccent("#5dff40")).toBe("#5dff40");
  expect(legibleAccent("#f8e71c")).toBe("#f8e71c");
  expect(legibleAccent("#ffffff")).toBe("#ffffff");
});

test("a dark accent is lightened until it can be read", () => {
  const painted = legibleAccent("#000000");
  expect(painted).not.toBe("#000000");
  expect(contrast(painted, "#262626")).toBeGreaterThanOrEqual(4.5);
  // Only as much as needed: a little less light would fail.
  expect(contrast(painted, "#262626")).toBeLessThan(4.6);
});

test("any accent gives text that is legible on every surface, and under dark text", () => {
  const samples = [
    "#5dff40",
    "#d0021b",
    "#000000",
    "#4a4a4a",
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
      ).toBeGreaterThanOrEqual(4.5);
    }
    expect(
      contrast(ON_ACCENT, painted),
      `text on ${accent}`,
    ).toBeGreaterThanOrEqual(4.5);
  }
});

test("a translucent accent is painted as it looks over the page", () => {
  // Half-transparent white over #1d1d1d is a mid grey, not white.
  expect(legibleAccent("#ffffff80")).toBe("#8e8e8e");
});

test("the root carries the accent exactly, beside its legible form", () => {
  expect(accentRule("#4a4a4a80")).toBe(
    ":root{--main-color:#4a4a4a80;--legible-accent:#8c8c8c}",
  );
});

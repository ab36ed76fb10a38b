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

// Every surface accent text is drawn on in each scheme (app/colors/color-scheme.ts), and the text
// drawn on accent fills.
const SCHEMES = {
  dark: { surfaces: ["#141414", "#1d1d1d", "#262626"], onAccent: "#111111" },
  light: { surfaces: ["#ffffff", "#f5f5f3"], onAccent: "#ffffff" },
} as const;

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

test("a light accent is darkened on the light scheme until it can be read, and no more", () => {
  const painted = legibleAccent("#5dff40", "light");
  expect(contrast(painted, "#f5f5f3")).toBeGreaterThanOrEqual(4.5);
  expect(contrast(painted, "#f5f5f3")).toBeLessThan(4.6);
  // The same hue, darker: green stays the strongest channel.
  const { r, g, b } = parseHex(painted)!;
  expect(g).toBeGreaterThan(r);
  expect(g).toBeGreaterThan(b);
  expect(legibleAccent("#d0021b", "light")).toBe("#d0021b");
});

test("any accent gives text that is legible on every surface of both schemes, and under the text on accent fills", () => {
  const samples = [
    "#5dff40",
    "#d0021b",
    "#000000",
    "#ffffff",
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
  // Every pair that reads too faintly, gathered and compared once: an expect() for each of the
  // 20,000 pairs took most of the test's time, and seconds of it on a busy machine.
  const illegible: string[] = [];
  for (const [scheme, { surfaces, onAccent }] of Object.entries(SCHEMES)) {
    for (const accent of samples) {
      const painted = legibleAccent(accent, scheme as keyof typeof SCHEMES);
      for (const surface of surfaces) {
        const ratio = contrast(painted, surface);
        if (!(ratio >= 4.5))
          illegible.push(`${accent} on ${surface} (${scheme}): ${ratio}`);
      }
      const ratio = contrast(onAccent, painted);
      if (!(ratio >= 4.5))
        illegible.push(`text on ${accent} (${scheme}): ${ratio}`);
    }
  }
  expect(illegible).toEqual([]);
});

test("a translucent accent is painted as it looks over the page", () => {
  // Half-transparent white over #1d1d1d is a mid grey, not white.
  expect(legibleAccent("#ffffff80")).toBe("#8e8e8e");
});

test("the root carries the accent exactly, beside its legible form on each scheme", () => {
  expect(accentRule("#4a4a4a80")).toBe(
    ":root{--main-color:#4a4a4a80;--accent-on-dark:#8c8c8c;--accent-on-light:#707070}",
  );
});

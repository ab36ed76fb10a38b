import {
  clampAlpha,
  clampAlphaPercent,
  composite,
  contrastRatio,
  formatHex,
  normalizeHex,
  parseHex,
} from "./color";

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

test("alpha is clamped to 0-1, and to 0-100 in percent", () => {
  expect(clampAlpha(-0.2)).toBe(0);
  expect(clampAlpha(1.7)).toBe(1);
  expect(clampAlpha(0.25)).toBe(0.25);
  expect(clampAlpha(Number.NaN)).toBe(1);
  expect(clampAlphaPercent(-5)).toBe(0);
  expect(clampAlphaPercent(250)).toBe(100);
  expect(clampAlphaPercent(42.4)).toBe(42);
  expect(formatHex({ r: 0, g: 0, b: 0, a: 3 })).toBe("#000000");
  expect(formatHex({ r: 300, g: -4, b: 0, a: -1 })).toBe("#ff000000");
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

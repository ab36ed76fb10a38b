// @vitest-environment node
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { FaUser } from "react-icons/fa";

import { inkMarks } from "../tests/support/ink-marks";
import type { ShareCardContent } from "./share-card";
import { drawShareCard } from "./share-card";

const card: ShareCardContent = {
  title: "About Me",
  footer: "Sam Example, Backend Developer",
  initials: "SE",
  iconSvg: renderToStaticMarkup(createElement(FaUser)),
  scheme: "dark",
  accent: "#5dff40",
};

const size = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

test("a card is a 1200x630 PNG under 100 KB", async () => {
  const { png } = await drawShareCard(card);
  expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c))).toEqual([
    "P",
    "N",
    "G",
  ]);
  expect(size(png)).toEqual({ width: 1200, height: 630 });
  expect(png.length).toBeLessThan(100_000);
});

test("another owner, page, scheme or accent draws another picture", async () => {
  const original = Buffer.from((await drawShareCard(card)).png);
  for (const change of [
    { footer: "Robin Example, Backend Developer" },
    { title: "My Skills" },
    { scheme: "light" as const },
    { accent: "#4a90e2" },
  ]) {
    const changed = Buffer.from(
      (await drawShareCard({ ...card, ...change })).png,
    );
    expect(changed.equals(original), JSON.stringify(change)).toBe(false);
  }
});

test("a name in any of the scripts owners write is drawn, and a long one fits the card", async () => {
  for (const footer of [
    "Zoë Łukasiewicz-Nguyễn, Разработчик, Προγραμματιστής",
    "陳思遠 · 全栈工程师, 陳思遠 · 全端工程師",
    "山田太郎 · ソフトウェアエンジニア",
    "김민준 · 개발자",
    "प्रिया शर्मा · वेब डेवलपर",
    "محمد أحمد · مطور",
    "דוד כהן · מפתח",
    "สมชาย ใจดี · นักพัฒนา",
    "A very long name indeed ".repeat(8),
  ]) {
    const { png, undrawable } = await drawShareCard({ ...card, footer });
    expect(undrawable, footer).toEqual([]);
    expect(size(png), footer).toEqual({ width: 1200, height: 630 });
    expect(png.length, footer).toBeLessThan(100_000);
  }
});

test("characters no font the build has can draw are named, not dropped in silence", async () => {
  // Old Persian cuneiform and Linear B: no font the build carries covers them.
  const { undrawable } = await drawShareCard({
    ...card,
    footer: "𐎠𐎭 𐀀, Developer",
  });
  expect(undrawable).toEqual(["𐎠", "𐎭", "𐀀"]);
});

test("Arabic is drawn with its letters joined, and laid out from the right as its pages are", async () => {
  const arabic: ShareCardContent = {
    ...card,
    title: "نبذة عني",
    footer: "سام، مطور",
    direction: "rtl",
  };
  const joined = await drawShareCard(arabic);
  // The same letters with a zero-width non-joiner between each, which a font draws as nothing:
  // each letter in the form it has alone.
  const apart = await drawShareCard({
    ...arabic,
    title: [...arabic.title].join("\u200c"),
  });
  expect(joined.undrawable).toEqual([]);
  expect(apart.undrawable).toEqual([]);
  // "نبذ" is one mark and "عني" another: four fewer than seven letters drawn alone.
  expect(
    inkMarks(apart.png, card.accent) - inkMarks(joined.png, card.accent),
  ).toBe(4);
  const leftToRight = await drawShareCard({ ...arabic, direction: undefined });
  expect(Buffer.from(leftToRight.png).equals(Buffer.from(joined.png))).toBe(
    false,
  );
});

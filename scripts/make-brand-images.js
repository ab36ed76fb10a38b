// Draws the site's icons from the markup below, with a headless Chromium, into public/. Run it
// after changing the mark: `node scripts/make-brand-images.js`. (Link-preview images are drawn
// by the build, from the content: scripts/make-share-cards.tsx.)
import { Buffer } from "node:buffer";
import { existsSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";

import { chromium } from "@playwright/test";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";
const browser = await chromium.launch({
  executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
});
const mark = (size, radius) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}"><rect width="64" height="64" rx="${radius}" fill="#141414"/><path d="M22 16 L8 32 L22 48 M42 16 L56 32 L42 48" fill="none" stroke="#5dff40" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
async function shot(html, w, h, path) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.setContent(`<html><body style="margin:0">${html}</body></html>`);
  await page.screenshot({ path, omitBackground: true });
  await page.close();
}
for (const [size, name] of [
  [32, "favicon-32.png"],
  [180, "apple-touch-icon.png"],
  [192, "icon-192.png"],
  [512, "icon-512.png"],
]) {
  await shot(
    mark(size, name === "apple-touch-icon.png" ? 0 : 14),
    size,
    size,
    `public/${name}`,
  );
}
await browser.close();

// favicon.ico: one 32x32 PNG inside an ICO container, for browsers without SVG icons.
const png = readFileSync("public/favicon-32.png");
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18); // where the image starts
writeFileSync("public/favicon.ico", Buffer.concat([header, png]));
unlinkSync("public/favicon-32.png");

// First-load JavaScript of each page, as a browser downloads it before the page is idle.
// Scripts the page fetches later on purpose (the particle engine, the colour picker) are
// found by loading the page a second time with reduced motion and the panel closed, when
// nothing optional is fetched: whatever the normal load adds is reported apart.
import { gzipSync } from "node:zlib";

import { chromium } from "@playwright/test";

async function scriptsDownloaded(browser, url, options) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const scripts = new Map();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {
      // A script whose body is gone (navigated away) is not part of this page's load.
    }
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  await context.close();
  return scripts;
}

const sizes = (bodies) => ({
  raw: bodies.reduce((sum, body) => sum + body.length, 0),
  gzip: bodies.reduce(
    (sum, body) => sum + gzipSync(body, { level: 6 }).length,
    0,
  ),
});

export async function measureFirstLoadJs({ baseUrl, paths, executablePath }) {
  const browser = await chromium.launch({ executablePath });
  const results = [];
  try {
    for (const path of paths) {
      const all = await scriptsDownloaded(browser, baseUrl + path, {});
      const essential = await scriptsDownloaded(browser, baseUrl + path, {
        reducedMotion: "reduce",
      });
      const first = [...all].filter(([url]) => essential.has(url));
      const later = [...all].filter(([url]) => !essential.has(url));
      results.push({
        path,
        files: first.length,
        ...sizes(first.map(([, body]) => body)),
        lazy: { files: later.length, ...sizes(later.map(([, body]) => body)) },
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

// First-load JavaScript of each page, as a browser downloads it before the page is idle:
// compressed is the bytes that crossed the wire (in whatever encoding the server chose), raw
// the scripts' own size.
// Scripts the page fetches later on purpose (the particle engine, the colour picker) are
// found by loading the page a second time with reduced motion and the panel closed, when
// nothing optional is fetched: whatever the normal load adds is reported apart.
import { chromium } from "@playwright/test";

async function scriptsDownloaded(browser, url, options) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const scripts = new Map();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    try {
      const { responseBodySize } = await response.request().sizes();
      const body = await response.body();
      scripts.set(response.url(), {
        raw: body.length,
        compressed: responseBodySize,
        encoding: response.headers()["content-encoding"] ?? "identity",
      });
    } catch {
      // A script whose body is gone (navigated away) is not part of this page's load.
    }
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  await context.close();
  return scripts;
}

const sizes = (scripts) => ({
  raw: scripts.reduce((sum, script) => sum + script.raw, 0),
  compressed: scripts.reduce((sum, script) => sum + script.compressed, 0),
  encodings: [...new Set(scripts.map((script) => script.encoding))],
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
        ...sizes(first.map(([, script]) => script)),
        lazy: {
          files: later.length,
          ...sizes(later.map(([, script]) => script)),
        },
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

// Visitors on a phone, as Chromium itself slows the network and the processor (the DevTools
// protocol's throttling, as a visitor meets the site): a first visit, with nothing cached, and a
// returning visitor, who has chosen an accent and has the site's files in the browser's cache.
/* global window, document, MutationObserver -- functions below run in the page */
import { chromium } from "@playwright/test";

import { median } from "./processes.js";

export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
  cpu: 4,
};

/** What the page reports of itself: its paints, and when React has taken it over. */
export function watchVisit() {
  const visit = (window.__visit = { lcp: null, hydrated: null });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) visit.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  // The accent gear becomes a button only once the page runs.
  new MutationObserver((_changes, observer) => {
    if (!document.querySelector("button.accent-gear")) return;
    visit.hydrated = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

async function timings(page) {
  await page.waitForFunction(() => window.__visit.hydrated !== null, null, {
    timeout: 30_000,
  });
  await page.waitForTimeout(100);
  return page.evaluate(() => ({
    fcp:
      performance.getEntriesByName("first-contentful-paint")[0]?.startTime ??
      null,
    lcp: window.__visit.lcp,
    hydrated: window.__visit.hydrated,
  }));
}

/** Slows the page's network and processor as SLOW_4G says, or lets them run at full speed. */
export async function throttle(page, on, session) {
  const cdp = session ?? (await page.context().newCDPSession(page));
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    ...(on
      ? SLOW_4G
      : { latency: 0, downloadThroughput: -1, uploadThroughput: -1 }),
  });
  await cdp.send("Emulation.setCPUThrottlingRate", {
    rate: on ? SLOW_4G.cpu : 1,
  });
}

/** Median paints and hydration of each page, for each build, first and returning visits. */
export async function measureVisitors({ targets, paths, runs }) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--disable-background-networking", "--no-first-run"],
  });
  const samples = new Map();
  const add = (key, value) =>
    samples.set(key, [...(samples.get(key) ?? []), value]);
  try {
    // A page a build does not have is left out of its rows, not waited for.
    const pages = new Map();
    for (const target of targets)
      for (const path of paths) {
        const answer = await fetch(target.url + path);
        await answer.arrayBuffer();
        pages.set(target.url + path, answer.ok);
      }
    // Builds and pages in turn, so a busy moment on the machine falls on all of them alike; the
    // builds' order swaps on each run, so neither is always the one measured right after the other.
    for (let run = 0; run < runs; run++)
      for (const path of paths)
        for (const target of run % 2 ? [...targets].reverse() : targets) {
          if (!pages.get(target.url + path)) continue;
          for (const visit of ["first", "returning", "returning, light"]) {
            const context = await browser.newContext({
              viewport: { width: 375, height: 740 },
            });
            const page = await context.newPage();
            await page.addInitScript(watchVisit);
            if (visit !== "first") {
              // The accent chosen with the site's own form (and the light scheme too, where the
              // build has one), and every file in the cache.
              const choose = async (form) => {
                const answer = await context.request.post(
                  `${target.url}/resources/colors`,
                  { form, maxRedirects: 0, failOnStatusCode: false },
                );
                // Refused (over the limit of changes, say), the visit would not be a returning one.
                if (answer.status() >= 400)
                  throw new Error(
                    `${target.name}: choosing colours answered ${answer.status()}`,
                  );
              };
              await choose({ accent: "#4a90e2" });
              if (visit === "returning, light")
                await choose({ scheme: "light" });
              await page.goto(target.url + path, { waitUntil: "networkidle" });
            }
            await throttle(page, true);
            await page.goto(target.url + path, { waitUntil: "load" });
            add(
              JSON.stringify([target.name, path, visit]),
              await timings(page),
            );
            await context.close();
          }
        }
  } finally {
    await browser.close();
  }
  return [...samples].map(([key, values]) => {
    const [target, path, visit] = JSON.parse(key);
    const of = (name) => Math.round(median(values.map((value) => value[name])));
    return {
      target,
      path,
      visit,
      fcp: of("fcp"),
      lcp: of("lcp"),
      hydrated: of("hydrated"),
    };
  });
}

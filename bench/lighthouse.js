// Lighthouse on a phone, as it measures with the throttling applied in the browser
// (--throttling-method=devtools: 562.5 ms per request, 1.44 Mbit/s down, 675 kbit/s up, CPU 4x,
// the same as the Fast 3G profile here): the median of several runs per page. One more run per
// page with Lighthouse's default simulated throttling gives the score its simulator estimates,
// reported beside the measured one and labelled as such, never as a budget.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { median } from "./server-process.js";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = {
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  fcp: "first-contentful-paint",
  si: "speed-index",
};

async function audit(url, port, throttlingMethod) {
  const { lhr } = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    throttlingMethod,
  });
  // A run that Lighthouse could not finish (it says why) is reported, not averaged.
  if (lhr.runtimeError) {
    console.warn(`Lighthouse ${url}: ${lhr.runtimeError.message}`);
    return null;
  }
  return lhr;
}

// A category or metric Lighthouse could not compute in a run is left out of the median.
const score = (lhr, id) => (lhr.categories[id]?.score ?? NaN) * 100;

export async function runLighthouse({ baseUrl, paths, runs, chromePath }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      // As in the visitor runs (see cdp.js).
      "--disable-field-trial-config",
    ],
  });
  const measured = new Map(paths.map((path) => [path, []]));
  const simulated = new Map();
  try {
    // Pages interleaved, so a busy moment on the machine does not fall on one page alone.
    for (let run = 0; run < runs; run++)
      for (const path of paths)
        measured
          .get(path)
          .push(await audit(baseUrl + path, chrome.port, "devtools"));
    for (const path of paths)
      simulated.set(path, await audit(baseUrl + path, chrome.port, "simulate"));
  } finally {
    await chrome.kill();
  }

  return paths.map((path) => {
    const samples = measured.get(path).filter(Boolean);
    const simulation = simulated.get(path);
    return {
      path,
      runs: samples.length,
      failedRuns: runs - samples.length,
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [
          id,
          Math.round(median(samples.map((lhr) => score(lhr, id)))),
        ]),
      ),
      metrics: Object.fromEntries(
        Object.entries(METRICS).map(([key, id]) => [
          key,
          median(samples.map((lhr) => lhr.audits[id]?.numericValue ?? NaN)),
        ]),
      ),
      simulated: simulation
        ? {
            performance: Math.round(score(simulation, "performance")),
            lcp: simulation.audits[METRICS.lcp]?.numericValue ?? NaN,
          }
        : null,
      errors: [
        ...new Set(
          samples.flatMap((lhr) =>
            Object.values(METRICS)
              .map((id) => lhr.audits[id])
              .filter((audit) => audit?.scoreDisplayMode === "error")
              .map((audit) => `${audit.id}: ${audit.errorMessage}`),
          ),
        ),
      ],
      failing: [
        ...new Set(
          samples.flatMap((lhr) =>
            Object.values(lhr.audits)
              .filter(
                (audit) =>
                  audit.score !== null &&
                  audit.score < 1 &&
                  audit.scoreDisplayMode === "binary",
              )
              .map((audit) => audit.id),
          ),
        ),
      ],
    };
  });
}

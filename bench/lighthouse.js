// Lighthouse with its default (mobile) settings, the median of several runs per page.
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

export async function runLighthouse({ baseUrl, paths, runs, chromePath }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
    ],
  });
  const results = [];
  try {
    for (const path of paths) {
      const samples = [];
      let failedRuns = 0;
      for (let run = 0; run < runs; run++) {
        const { lhr } = await lighthouse(baseUrl + path, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
        });
        // A run that Lighthouse could not finish (it says why) is reported, not averaged.
        if (lhr.runtimeError) {
          console.warn(`Lighthouse ${path}: ${lhr.runtimeError.message}`);
          failedRuns += 1;
        } else {
          samples.push(lhr);
        }
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [
          id,
          Math.round(
            median(
              samples.map((lhr) => (lhr.categories[id]?.score ?? 0) * 100),
            ),
          ),
        ]),
      );
      const metrics = Object.fromEntries(
        Object.entries(METRICS).map(([key, audit]) => [
          key,
          median(samples.map((lhr) => lhr.audits[audit]?.numericValue ?? NaN)),
        ]),
      );
      const failing = [
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
      ];
      results.push({
        path,
        runs: samples.length,
        failedRuns,
        scores,
        metrics,
        failing,
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

// What a visitor on a phone meets: each page opened cold (a new browser context: empty cache,
// no open connections) at 375 px, with the network and CPU slowed in Chromium itself, several
// times, the sites and pages interleaved so that a busy moment on the machine falls on all of
// them alike. Per load it records, from the page's own clock (0 = navigation start):
// - fcp, lcp: the browser's first and largest contentful paint;
// - hydrated: when React has taken the page over (the accent gear becomes a button, which the
//   page renders only once React runs it; from then on every handler answers);
// - menuMs, filterMs: proof that it does: a tap on the menu button, and on /portfolio on a filter
//   tab, and the time from the tap until the page showed the answer.
import { launchBrowser } from "./cdp.js";
import { median } from "./server-process.js";
import {
  awaitAnswer,
  loaded,
  readTimings,
  recordVisit,
} from "./visitor-page.js";

export const VIEWPORT = { width: 375, height: 667, deviceScaleFactor: 2 };
const HYDRATED_SIGNAL = 'button[aria-controls="accent-panel"]';
const MENU_BUTTON = 'button[aria-controls="site-menu"]';
const FILTER_TABS = 'nav[aria-label="Filter projects"] a';
const LOAD_TIMEOUT_MS = 30_000;
const HYDRATION_TIMEOUT_MS = 30_000;
const PAINT_TIMEOUT_MS = 10_000;
const ANSWER_TIMEOUT_MS = 15_000;

/** The source text of a call of `fn` with `args`, to run in the page. */
const call = (fn, ...args) =>
  `(${fn})(${args.map((arg) => JSON.stringify(arg)).join(", ")})`;

const within = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: over ${ms} ms`)), ms),
    ),
  ]);

/** Opens one page once, cold, under one profile, and returns what it measured. */
async function visit(browser, url, profile, { scripts }) {
  const tab = await browser.openTab();
  try {
    await tab.send("Page.enable");
    await tab.send("Network.enable");
    await tab.send("Emulation.setDeviceMetricsOverride", {
      ...VIEWPORT,
      mobile: true,
    });
    await tab.send("Emulation.setTouchEmulationEnabled", {
      enabled: true,
      maxTouchPoints: 5,
    });
    await tab.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: profile.downloadBytesPerSecond,
      uploadThroughput: profile.uploadBytesPerSecond,
    });
    await tab.send("Emulation.setCPUThrottlingRate", {
      rate: profile.cpuSlowdown,
    });
    await tab.send("Page.addScriptToEvaluateOnNewDocument", {
      source: call(recordVisit, HYDRATED_SIGNAL),
    });

    // The answer comes once the new page is committed; what is evaluated next runs in it.
    const { errorText } = await tab.send("Page.navigate", { url });
    if (errorText) throw new Error(`${url}: ${errorText}`);
    await within(tab.evaluate(call(loaded)), LOAD_TIMEOUT_MS, "no load event");
    if (scripts)
      await within(
        tab.evaluate("window.__visit.whenHydrated"),
        HYDRATION_TIMEOUT_MS,
        "not hydrated",
      );
    const sample = await tab.evaluate(call(readTimings, PAINT_TIMEOUT_MS));
    if (!scripts) return sample;

    // A filter tab not chosen yet (the last one), then the menu, which opens over the page.
    if (new URL(url).pathname === "/portfolio")
      sample.filterMs = await timeAnswer(tab, {
        selector: FILTER_TABS,
        attribute: "aria-current",
        value: "true",
      });
    sample.menuMs = await timeAnswer(tab, {
      selector: MENU_BUTTON,
      attribute: "aria-expanded",
      value: "true",
    });
    return sample;
  } finally {
    await tab.close();
  }
}

/** Taps the last element that matches and returns the time until the page answered. */
async function timeAnswer(tab, answer) {
  const { x, y } = await tab.evaluate(call(awaitAnswer, answer));
  await tab.send("Input.dispatchTouchEvent", {
    type: "touchStart",
    touchPoints: [{ x, y }],
  });
  await tab.send("Input.dispatchTouchEvent", {
    type: "touchEnd",
    touchPoints: [],
  });
  return within(
    tab.evaluate("window.__visit.answered"),
    ANSWER_TIMEOUT_MS,
    `no answer to a tap on ${answer.selector}`,
  );
}

const summary = (values) => {
  const numbers = values.filter(Number.isFinite);
  return numbers.length
    ? {
        median: median(numbers),
        min: Math.min(...numbers),
        max: Math.max(...numbers),
        n: numbers.length,
      }
    : null;
};

export const METRICS = ["fcp", "lcp", "hydrated", "menuMs", "filterMs"];

/**
 * Opens every page of every target `runs` times under every profile. Targets are
 * `{ name, baseUrl, scripts }`; `scripts: false` for a copy without JavaScript.
 */
export async function measureVisitors({
  targets,
  paths,
  profiles,
  runs,
  chromePath,
  log = console.log,
}) {
  const browser = await launchBrowser({ chromePath });
  const samples = new Map();
  const key = (target, profile, path) =>
    `${target.name}\u0000${profile.name}\u0000${path}`;
  try {
    for (let run = 0; run < runs; run++) {
      const started = Date.now();
      for (const profile of profiles) {
        for (const path of paths) {
          // A different target goes first in each run, so none is always first or last.
          const order = targets.map(
            (_, index) => targets[(index + run) % targets.length],
          );
          for (const target of order) {
            let sample;
            try {
              sample = await visit(browser, target.baseUrl + path, profile, {
                scripts: target.scripts,
              });
            } catch (error) {
              sample = { error: String(error.message ?? error).split("\n")[0] };
              log(`  ${target.name} ${profile.name} ${path}: ${sample.error}`);
            }
            const cell = key(target, profile, path);
            samples.set(cell, [...(samples.get(cell) ?? []), sample]);
          }
        }
      }
      log(
        `  run ${run + 1} of ${runs} done in ${Math.round((Date.now() - started) / 1000)} s`,
      );
    }
  } finally {
    await browser.close();
  }

  const cells = [];
  for (const target of targets)
    for (const profile of profiles)
      for (const path of paths) {
        const all = samples.get(key(target, profile, path)) ?? [];
        cells.push({
          target: target.name,
          profile: profile.name,
          path,
          failed: all.filter((sample) => sample.error).length,
          errors: [...new Set(all.filter((s) => s.error).map((s) => s.error))],
          lcpElements: [
            ...new Set(all.map((s) => s.lcpElement).filter(Boolean)),
          ],
          ...Object.fromEntries(
            METRICS.map((metric) => [
              metric,
              summary(all.map((sample) => sample[metric])),
            ]),
          ),
          transferred: summary(all.map((sample) => sample.transferred)),
          htmlEnd: summary(all.map((sample) => sample.htmlEnd)),
          scriptsEnd: summary(all.map((sample) => sample.scriptsEnd)),
          firstImageEnd: summary(all.map((sample) => sample.firstImage?.end)),
          samples: all,
        });
      }
  return cells;
}

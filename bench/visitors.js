// Visitors on a phone, as Chromium itself slows the network and the processor (the DevTools
// protocol's throttling, as a visitor meets the site): a first visit, with nothing cached, then a
// returning one in the same browser, with every file in its cache; and, each in a browser of its
// own, a visitor who taps the menu button, and one who taps the gear and waits for the picker,
// from the moment the page is asked for. A target marked `floor` is the documents alone, with no
// script (bench/floor.js): it has no picker to wait for.
/* global window, document, MutationObserver -- functions below run in the page */
import { chromium } from "@playwright/test";

import { median } from "./processes.js";

export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
  cpu: 4,
};

export const PHONE = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
};

/** How long a visit may take before it is given up as not answering. */
const GIVE_UP = 60_000;

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

/**
 * A phone's page, slowed, that keeps the moments its controls answered; its largest paints are
 * read from the DevTools protocol, which sees them whatever the page's scripts do.
 */
async function openPage(browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(page, true, cdp);
  const paints = [];
  await cdp.send("PerformanceTimeline.enable", {
    eventTypes: ["largest-contentful-paint"],
  });
  cdp.on("PerformanceTimeline.timelineEventAdded", ({ event }) =>
    paints.push(event.time * 1000),
  );
  await page.addInitScript(recordAnswers);
  return { context, page, paints };
}

/** The page's paints and load, in ms from its navigation, once its largest paint has settled. */
async function visitTimes(page, paints) {
  await page.waitForLoadState("load", { timeout: GIVE_UP });
  await page.waitForTimeout(500);
  const { origin, fcp, load } = await page.evaluate(() => ({
    origin: performance.timeOrigin,
    fcp:
      performance.getEntriesByName("first-contentful-paint")[0]?.startTime ??
      null,
    load: performance.getEntriesByType("navigation")[0]?.loadEventStart,
  }));
  const lcp = paints.filter((time) => time >= origin).at(-1);
  return { fcp, lcp: lcp === undefined ? null : lcp - origin, load };
}

/**
 * Runs in a page that runs scripts: when the menu, the gear and the picker first answered, in
 * either build's markup (a popover menu and a `<details>` gear; or a button that sets
 * `aria-expanded`, and a gear that becomes a button once React runs). Kept by the page, so a tap
 * that is answered late is still counted at the moment it was.
 */
export function recordAnswers() {
  const answered = (window.__answered = {});
  const note = (name) => (answered[name] ??= performance.now());
  const look = () => {
    if (
      document.querySelector(
        "#site-menu:popover-open, button.menu-button[aria-expanded='true']",
      )
    )
      note("menu");
    if (
      document.querySelector(
        "details.accent-switcher[open], .accent-switcher[data-open='true']",
      )
    )
      note("gear");
    if (document.querySelector(".react-colorful")?.checkVisibility())
      note("picker");
  };
  document.addEventListener("toggle", look, true);
  new MutationObserver(look).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
  });
}

/** What a page that runs no script shows answered now, at the page's own time. */
function answeredNow() {
  const shown = (selector) => Boolean(document.querySelector(selector));
  return {
    now: performance.now(),
    menu: shown(
      "#site-menu:popover-open, button.menu-button[aria-expanded='true']",
    ),
    gear: shown(
      "details.accent-switcher[open], .accent-switcher[data-open='true']",
    ),
    picker: Boolean(
      document.querySelector(".react-colorful")?.checkVisibility(),
    ),
    recorded: window.__answered ?? {},
  };
}

/** When `what` first answered, if it has: the page's record, or what shows now. */
async function answeredAt(page, what) {
  const state = await page.evaluate(answeredNow);
  return state.recorded[what] ?? (state[what] ? state.now : null);
}

/**
 * Taps `selector` until `what` answers, as a visitor taps a control that does nothing yet, a
 * quarter of a second apart: the moment it first answered, in ms from the navigation.
 */
async function tapUntil(page, selector, what, deadline) {
  for (;;) {
    if (Date.now() > deadline) return null;
    try {
      await page.tap(selector, { force: true, timeout: deadline - Date.now() });
      for (let look = 0; look < 5; look++) {
        const at = await answeredAt(page, what);
        if (at !== null) return at;
        await page.waitForTimeout(50);
      }
    } catch {
      // A tap the page could not take yet (the navigation committing under it, the control not
      // laid out) is tried again, until the visit is given up.
      await page.waitForTimeout(50).catch(() => {});
    }
  }
}

/** A first visit's paints and load, then a second visit to the same page with all in the cache. */
async function firstAndReturning(browser, target, address) {
  const { context, page, paints } = await openPage(browser);
  try {
    await page.goto(address, { waitUntil: "load", timeout: GIVE_UP });
    const first = await visitTimes(page, paints);
    // Through a blank page: the same address again would be a reload, which revalidates.
    await page.goto("about:blank");
    await page.goto(address, { waitUntil: "load", timeout: GIVE_UP });
    const returning = await visitTimes(page, paints);
    return { first, returning };
  } finally {
    await context.close();
  }
}

/** The menu button tapped from the start: when the menu first opened. */
async function menuAnswers(browser, target, address) {
  const { context, page } = await openPage(browser);
  try {
    const deadline = Date.now() + GIVE_UP;
    const loading = page.goto(address, { waitUntil: "commit" });
    await loading;
    return await tapUntil(page, "button.menu-button", "menu", deadline);
  } finally {
    await context.close();
  }
}

/**
 * The gear tapped from the start: when its panel first opened, and how long after that the picker
 * was on show. A gear that closes again before the picker comes (an earlier build's, replaced as
 * React takes the page over) is tapped again, as the visitor would.
 */
async function gearAnswers(browser, target, address) {
  const { context, page } = await openPage(browser);
  try {
    const deadline = Date.now() + GIVE_UP;
    await page.goto(address, { waitUntil: "commit" });
    const gear = await tapUntil(page, ".accent-gear", "gear", deadline);
    if (gear === null || target.floor) return { gear, picker: null };
    const pickerDeadline = Date.now() + GIVE_UP / 2;
    for (;;) {
      const state = await page.evaluate(answeredNow);
      const shown = state.recorded.picker ?? (state.picker ? state.now : null);
      if (shown !== null) return { gear, picker: shown - gear };
      if (Date.now() > pickerDeadline) return { gear, picker: null };
      if (!state.gear)
        await page.tap(".accent-gear", { force: true }).catch(() => {});
      await page.waitForTimeout(50);
    }
  } finally {
    await context.close();
  }
}

/**
 * Median figures of each page for each target, in ms from the navigation (the picker's from the
 * gear's first opening): a first visit's FCP, LCP and load, a returning visit's LCP and load, and
 * when the menu, the gear and the picker answered. Null where it never did.
 */
export async function measureVisitors({
  targets,
  paths,
  runs,
  log = () => {},
}) {
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
    // Targets and pages in turn, so a busy moment on the machine falls on all of them alike; the
    // targets' order turns on each run, so none is always the one measured right after another.
    for (let run = 0; run < runs; run++)
      for (const path of paths) {
        const turned = targets.map(
          (_target, index) => targets[(index + run) % targets.length],
        );
        for (const target of turned) {
          const address = target.url + path;
          if (!pages.get(address)) continue;
          const { first, returning } = await firstAndReturning(
            browser,
            target,
            address,
          );
          const menu = await menuAnswers(browser, target, address);
          const { gear, picker } = await gearAnswers(browser, target, address);
          const sample = {
            fcp: first.fcp,
            lcp: first.lcp,
            load: first.load,
            returningLcp: returning.lcp,
            returningLoad: returning.load,
            menu,
            gear,
            picker,
          };
          log(
            `run ${run + 1}, ${path}, ${target.name}: ${JSON.stringify(
              Object.fromEntries(
                Object.entries(sample).map(([name, ms]) => [
                  name,
                  ms === null ? null : Math.round(ms),
                ]),
              ),
            )}`,
          );
          add(JSON.stringify([target.name, path]), sample);
        }
      }
  } finally {
    await browser.close();
  }
  return [...samples].map(([key, values]) => {
    const [target, path] = JSON.parse(key);
    const of = (name) => {
      const ms = median(values.map((value) => value[name]));
      return Number.isFinite(ms) ? Math.round(ms) : null;
    };
    return {
      target,
      path,
      runs: values.length,
      ...Object.fromEntries(
        Object.keys(values[0]).map((name) => [name, of(name)]),
      ),
    };
  });
}

// What keeps a phone's processor busy while a page loads: each task of 50 ms or more on the
// page's main thread (what Lighthouse's total blocking time adds up), from Chromium's own trace,
// with the work inside it named as DevTools names it (a script's evaluation, a function called
// from a timer or a frame, style, layout, paint) and where it comes from.
//   node bench/long-tasks.js <site url> [path]...
import { chromium } from "@playwright/test";

import { throttle } from "./visitors.js";

const LONG = 50; // ms: a task longer than this blocks input; its excess is "blocking time".
const SETTLE = 5_000; // ms after load that still counts: the particles start after hydration.

/** The kinds of work the timeline names, and what to say of each. */
const WORK = {
  EvaluateScript: (data) => `evaluate ${file(data?.url)}`,
  "v8.compile": (data) => `compile ${file(data?.url)}`,
  "v8.compileModule": (data) => `compile ${file(data?.fileName)}`,
  "v8.evaluateModule": () => "evaluate module",
  FunctionCall: (data) =>
    `call ${data?.functionName || "(anonymous)"} in ${file(data?.url)}`,
  TimerFire: () => "timer",
  FireAnimationFrame: () => "animation frame",
  EventDispatch: (data) => `event ${data?.type}`,
  ParseHTML: () => "parse HTML",
  ParseAuthorStyleSheet: () => "parse stylesheet",
  UpdateLayoutTree: () => "recalculate style",
  Layout: () => "layout",
  PrePaint: () => "pre-paint",
  Paint: () => "paint",
  Layerize: () => "layerize",
  RunMicrotasks: () => "microtasks",
  MajorGC: () => "garbage collection",
  MinorGC: () => "garbage collection",
};

const file = (url) =>
  url ? (new URL(url, "http://x").pathname.split("/").at(-1) ?? url) : "?";

/** Every long task of a first visit to each path, on a phone on Slow 4G with the CPU × 4. */
export async function measureLongTasks({ url, paths }) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--disable-background-networking", "--no-first-run"],
  });
  const pages = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 740 },
      });
      const page = await context.newPage();
      await throttle(page, true);
      await browser.startTracing(page, {
        categories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "toplevel",
          "v8",
          "blink.user_timing",
        ],
      });
      await page.goto(url + path, { waitUntil: "load" });
      await page.waitForTimeout(SETTLE);
      const trace = JSON.parse((await browser.stopTracing()).toString());
      pages.push({
        path,
        tasks: longTasks(trace.traceEvents ?? trace, url + path),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return pages;
}

/** The page's long tasks, each with the three largest kinds of work inside it. */
function longTasks(events, address) {
  // The main thread of the renderer that parsed the page (not that of the blank page before it).
  const main = new Set(
    events
      .filter(
        (e) =>
          e.name === "ParseHTML" && e.args?.beginData?.url?.startsWith(address),
      )
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter(
    (e) => e.ph === "X" && main.has(`${e.pid}:${e.tid}`),
  );
  const start = Math.min(
    ...onMain.filter((e) => e.name === "ParseHTML").map((e) => e.ts),
  );
  const tasks = onMain
    .filter((e) => e.name === "RunTask" && e.dur / 1000 >= LONG)
    .sort((a, b) => a.ts - b.ts);
  return tasks.map((task) => {
    const inside = onMain.filter(
      (e) =>
        e !== task &&
        e.name in WORK &&
        e.ts >= task.ts &&
        e.ts + e.dur <= task.ts + task.dur,
    );
    // Each event's own time: its duration less that of the named work directly inside it.
    const own = new Map();
    for (const event of inside) {
      const children = inside.filter(
        (other) =>
          other !== event &&
          other.ts >= event.ts &&
          other.ts + other.dur <= event.ts + event.dur &&
          !inside.some(
            (between) =>
              between !== event &&
              between !== other &&
              between.ts >= event.ts &&
              between.ts + between.dur <= event.ts + event.dur &&
              other.ts >= between.ts &&
              other.ts + other.dur <= between.ts + between.dur,
          ),
      );
      const self =
        event.dur - children.reduce((sum, child) => sum + child.dur, 0);
      const name = WORK[event.name](event.args?.data ?? event.args);
      own.set(name, (own.get(name) ?? 0) + self);
    }
    return {
      at: Math.round((task.ts - start) / 1000),
      ms: Math.round(task.dur / 1000),
      work: [...own]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, us]) => `${name} ${Math.round(us / 1000)} ms`),
    };
  });
}

/** Lighthouse's sum over long tasks: the part of each beyond 50 ms. */
export const blockingTime = (tasks) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task.ms - LONG), 0);

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, ...paths] = process.argv.slice(2);
  for (const { path, tasks } of await measureLongTasks({
    url,
    paths: paths.length ? paths : ["/", "/about", "/skills", "/portfolio"],
  })) {
    console.log(`${path}: blocking ${blockingTime(tasks)} ms`);
    for (const task of tasks)
      console.log(`  at ${task.at} ms, ${task.ms} ms: ${task.work.join("; ")}`);
  }
}

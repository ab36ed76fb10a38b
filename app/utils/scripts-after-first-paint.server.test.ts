import { inlineScriptHashes } from "./content-security-policy.server";
import {
  HELD_MODULE_TYPE,
  loadScriptsAfterFirstPaint,
} from "./scripts-after-first-paint.server";

const MODULE_TEXT =
  'import * as route0 from "/build/root.js";\nwindow.started = 1;';
const DOCUMENT =
  '<html><head><link rel="stylesheet" href="/build/app.css"/></head><body><main>Page</main>' +
  '<link rel="modulepreload" href="/build/a.js"/><link rel="modulepreload" href="/build/b.js"/>' +
  "<script>window.__remixContext = {};</script>" +
  `<script type="module" async="">${MODULE_TEXT}</script></body></html>`;

test("the preloads and the module are held back, and nothing else changes", () => {
  const html = loadScriptsAfterFirstPaint(DOCUMENT);
  expect(html).toContain('<link rel="stylesheet" href="/build/app.css"/>');
  expect(html).toContain(
    '<link rel="modulepreload" media="not all" href="/build/a.js"/>' +
      '<link rel="modulepreload" media="not all" href="/build/b.js"/>',
  );
  expect(html).toContain("<script>window.__remixContext = {};</script>");
  expect(html).toContain(
    `<script type="${HELD_MODULE_TYPE}">${MODULE_TEXT}</script>`,
  );
  expect(html).not.toContain('type="module"');
  expect(html).toMatch(
    /<script>{\nlet started = false;[\s\S]*<\/script><\/body>/,
  );
});

/**
 * The served document, parsed but not run, and its loader run in a browser the test plays:
 * the test decides when frames are drawn, timers fire and paints are reported.
 */
function loadInBrowser({ paintTiming }: { paintTiming: boolean }) {
  const document = new DOMParser().parseFromString(
    loadScriptsAfterFirstPaint(DOCUMENT),
    "text/html",
  );
  const frames: Array<() => void> = [];
  const timers: Array<{ callback: () => void; delay: number }> = [];
  const observed: unknown[] = [];
  let reportPaint = (_name: string) => {};
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming
      ? ["paint", "resource"]
      : ["resource"];
    constructor(callback: (entries: unknown, observer: unknown) => void) {
      reportPaint = (name) =>
        callback(
          {
            getEntriesByName: (wanted: string) =>
              wanted === name ? [{ name }] : [],
          },
          this,
        );
    }
    observe(options: unknown) {
      observed.push(options);
    }
    disconnect() {
      reportPaint = () => {};
    }
  }
  const loader = [...document.querySelectorAll("script")].at(-1)!.textContent;
  new Function(
    "document",
    "PerformanceObserver",
    "requestAnimationFrame",
    "setTimeout",
    loader,
  )(
    document,
    FakePerformanceObserver,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay: number) => timers.push({ callback, delay }),
  );
  const started = () => ({
    preloads: [
      ...document.head.querySelectorAll('link[rel="modulepreload"]'),
    ].map((link) => [link.getAttribute("href"), link.getAttribute("media")]),
    modules: [...document.querySelectorAll("body > script[type=module]")].map(
      (module) => module.textContent,
    ),
  });
  return {
    observed,
    started,
    reportPaint: (name: string) => reportPaint(name),
    drawFrame: () => frames.splice(0).forEach((callback) => callback()),
    /** Fires the timers due within `ms` of now, and leaves the others waiting. */
    elapse: (ms: number) => {
      const due = timers.filter((timer) => timer.delay <= ms);
      timers.splice(0, timers.length, ...timers.filter((t) => t.delay > ms));
      due.forEach((timer) => timer.callback());
    },
  };
}

const NOT_STARTED = { preloads: [], modules: [] };
const STARTED = {
  preloads: [
    ["/build/a.js", null],
    ["/build/b.js", null],
  ],
  modules: [MODULE_TEXT],
};

test("once the first paint is reported, the same scripts are preloaded and the module runs, once", () => {
  const browser = loadInBrowser({ paintTiming: true });
  expect(browser.observed).toEqual([{ type: "paint", buffered: true }]);
  browser.reportPaint("first-paint");
  browser.elapse(0);
  expect(browser.started()).toEqual(NOT_STARTED);

  browser.reportPaint("first-contentful-paint");
  expect(browser.started()).toEqual(NOT_STARTED);
  browser.elapse(0);
  expect(browser.started()).toEqual(STARTED);

  // The fallback timer still fires later; the scripts are not started a second time.
  browser.elapse(60_000);
  expect(browser.started()).toEqual(STARTED);
});

test("if no paint is ever reported, the scripts start after a few seconds", () => {
  const browser = loadInBrowser({ paintTiming: true });
  browser.elapse(1_000);
  expect(browser.started()).toEqual(NOT_STARTED);
  browser.elapse(5_000);
  expect(browser.started()).toEqual(STARTED);
});

test("without paint timing, the scripts start just after the next frame", () => {
  const browser = loadInBrowser({ paintTiming: false });
  expect(browser.observed).toEqual([]);
  browser.elapse(0);
  expect(browser.started()).toEqual(NOT_STARTED);
  browser.drawFrame();
  expect(browser.started()).toEqual(NOT_STARTED);
  browser.elapse(0);
  expect(browser.started()).toEqual(STARTED);
});

test("the policy's hashes allow both the loader and the copy of the module", () => {
  const html = loadScriptsAfterFirstPaint(DOCUMENT);
  const held = inlineScriptHashes(`<script>${MODULE_TEXT}</script>`)[0];
  expect(inlineScriptHashes(html)).toContain(held);
  expect(inlineScriptHashes(html)).toHaveLength(3);
});

test("a document without exactly one Remix module, or without a body end, is left as it was", () => {
  const module = /<script type="module"[\s\S]*?<\/script>/;
  const withoutModule = DOCUMENT.replace(module, "");
  const withTwo = DOCUMENT.replace(module, (found) => found + found);
  const withoutBodyEnd = DOCUMENT.replace("</body>", "");
  for (const html of [withoutModule, withTwo, withoutBodyEnd])
    expect(loadScriptsAfterFirstPaint(html)).toBe(html);
});

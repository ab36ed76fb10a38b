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
    /<script>function loadScripts\(\)[\s\S]*<\/script><\/body>/,
  );
});

/** The served document, parsed but not run, and its loader run against a browser the test plays. */
function loadInBrowser({ paintTiming }: { paintTiming: boolean }) {
  const document = new DOMParser().parseFromString(
    loadScriptsAfterFirstPaint(DOCUMENT),
    "text/html",
  );
  const waiting: Array<() => void> = [];
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
    observe() {}
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
    (callback: () => void) => waiting.push(callback),
    (callback: () => void) => waiting.push(callback),
  );
  const runWaiting = () => waiting.splice(0).forEach((callback) => callback());
  const started = () => {
    const preloads = [
      ...document.head.querySelectorAll('link[rel="modulepreload"]'),
    ];
    const modules = document.querySelectorAll("body > script[type=module]");
    return {
      preloads: preloads.map((link) => [
        link.getAttribute("href"),
        link.getAttribute("media"),
      ]),
      modules: [...modules].map((module) => module.textContent),
    };
  };
  return {
    reportPaint: (name: string) => reportPaint(name),
    runWaiting,
    started,
  };
}

const STARTED = {
  preloads: [
    ["/build/a.js", null],
    ["/build/b.js", null],
  ],
  modules: [MODULE_TEXT],
};

test("once the first paint is reported, the same scripts are preloaded and the module runs", () => {
  const browser = loadInBrowser({ paintTiming: true });
  browser.reportPaint("first-paint");
  browser.runWaiting();
  expect(browser.started()).toEqual({ preloads: [], modules: [] });

  browser.reportPaint("first-contentful-paint");
  expect(browser.started().modules).toEqual([]);
  browser.runWaiting();
  expect(browser.started()).toEqual(STARTED);

  // Reported again (it should not be, but a second start would run the site twice).
  browser.reportPaint("first-contentful-paint");
  browser.runWaiting();
  expect(browser.started()).toEqual(STARTED);
});

test("without paint timing, the scripts start just after the next frame", () => {
  const browser = loadInBrowser({ paintTiming: false });
  expect(browser.started().modules).toEqual([]);
  browser.runWaiting(); // the frame
  expect(browser.started().modules).toEqual([]);
  browser.runWaiting(); // the timeout after it
  expect(browser.started()).toEqual(STARTED);
});

test("the policy's hashes allow both the loader and the copy of the module", () => {
  const html = loadScriptsAfterFirstPaint(DOCUMENT);
  const held = inlineScriptHashes(`<script>${MODULE_TEXT}</script>`)[0];
  expect(inlineScriptHashes(html)).toContain(held);
  expect(inlineScriptHashes(html)).toHaveLength(3);
});

test("a document without exactly one Remix module is left as it was", () => {
  const withoutModule = DOCUMENT.replace(
    /<script type="module"[\s\S]*?<\/script>/,
    "",
  );
  expect(loadScriptsAfterFirstPaint(withoutModule)).toBe(withoutModule);
});

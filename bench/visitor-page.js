// What the visitor benchmark runs inside the page it measures. Each function is sent to the
// browser as source text and runs there alone, so it uses nothing from this module's scope.
/* global window, document, MutationObserver, requestAnimationFrame, addEventListener */

/**
 * Installed before any of the page's own scripts: records the largest paint as the browser
 * reports it, the moment `hydratedSignal` first matches (resolving `whenHydrated`), and the
 * time of the last tap.
 */
export function recordVisit(hydratedSignal) {
  let hydrated;
  const visit = (window.__visit = {
    lcp: null,
    lcpElement: null,
    hydrated: null,
    whenHydrated: new Promise((resolve) => (hydrated = resolve)),
    tap: null,
    answered: null,
  });
  const describe = (element) => {
    if (!element) return "";
    const source = element.getAttribute("src");
    if (source) return `${element.localName} ${source}`;
    const [className] = element.classList;
    return className ? `${element.localName}.${className}` : element.localName;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      visit.lcp = entry.startTime;
      visit.lcpElement = describe(entry.element);
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const watch = new MutationObserver(() => {
    if (!document.querySelector(hydratedSignal)) return;
    visit.hydrated = performance.now();
    hydrated();
    watch.disconnect();
  });
  watch.observe(document, { childList: true, subtree: true });
  addEventListener(
    "pointerdown",
    (event) => {
      visit.tap = event.timeStamp;
    },
    true,
  );
}

/** Resolves once the page has loaded: its load event has fired. */
export function loaded() {
  return new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", () => resolve(), { once: true });
  });
}

/**
 * The page's timings. Paints are reported once the frame is on screen, which can be a moment
 * after the load event, so this waits for the first paint (up to `waitMs`), then two frames.
 */
export function readTimings(waitMs) {
  const visit = window.__visit;
  const painted = () =>
    performance.getEntriesByName("first-contentful-paint").length > 0 &&
    visit.lcp !== null;
  const read = () => {
    const [navigation] = performance.getEntriesByType("navigation");
    // What the page asked for before React took it over (all of it, without scripts).
    const resources = performance
      .getEntriesByType("resource")
      .filter(
        (entry) => visit.hydrated === null || entry.startTime < visit.hydrated,
      );
    const [image] = resources.filter((entry) => entry.initiatorType === "img");
    const scripts = resources.filter((entry) =>
      new URL(entry.name).pathname.endsWith(".js"),
    );
    return {
      transferred: resources.reduce(
        (sum, entry) => sum + entry.transferSize,
        navigation.transferSize,
      ),
      htmlEnd: navigation.responseEnd,
      scriptsEnd: scripts.length
        ? Math.max(...scripts.map((entry) => entry.responseEnd))
        : null,
      fcp:
        performance.getEntriesByName("first-contentful-paint")[0]?.startTime ??
        null,
      lcp: visit.lcp,
      lcpElement: visit.lcpElement,
      hydrated: visit.hydrated,
      firstImage: image
        ? { start: image.startTime, end: image.responseEnd }
        : null,
    };
  };
  const started = performance.now();
  return new Promise((resolve) => {
    const wait = () => {
      if (!painted() && performance.now() - started < waitMs)
        return window.setTimeout(wait, 50);
      requestAnimationFrame(() =>
        requestAnimationFrame(() =>
          window.setTimeout(() => resolve(read()), 50),
        ),
      );
    };
    wait();
  });
}

/**
 * Gets the last element matching `selector` ready for a tap: scrolls it into view and starts
 * watching for the page's answer, the element's `attribute` becoming `value`, which
 * `__visit.answered` resolves with the milliseconds since the tap. Returns where to tap.
 */
export function awaitAnswer({ selector, attribute, value }) {
  const visit = window.__visit;
  const target = () => [...document.querySelectorAll(selector)].at(-1);
  const element = target();
  element.scrollIntoView({ block: "center" });
  visit.tap = null;
  visit.answered = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (visit.tap === null || target()?.getAttribute(attribute) !== value)
        return;
      observer.disconnect();
      resolve(performance.now() - visit.tap);
    });
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
    });
  });
  const box = element.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

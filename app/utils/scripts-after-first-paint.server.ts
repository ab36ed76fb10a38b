/**
 * The server's HTML is the whole page; the scripts add the instant filter, the alerts, the
 * picker and the phone menu's button. So the browser is asked not to fetch them until it has
 * painted that HTML: the first paint gets the link to itself, and waits on nothing of React's.
 *
 * Remix renders a `modulepreload` link for each script and one inline module that imports
 * them. Here the links are given a media query that matches nothing (the browser skips them)
 * and the module becomes a data block (the browser does not run it). A small inline script,
 * once the browser reports its first paint, adds the same preloads and runs the module's text.
 * The elements React rendered stay where they were, so hydration finds what it expects; the
 * new ones go at the end of `head` and `body`, where React leaves unknown nodes alone.
 * The document's policy holds the hash of the module's text, so the copy may run.
 */

const HELD_PRELOAD_MEDIA = "not all";
export const HELD_MODULE_TYPE = "text/x-module-after-first-paint";

const FALLBACK_DELAY_MS = 3_000;
const PRELOAD = '<link rel="modulepreload" href=';
const MODULE = '<script type="module" async="">';

// The first contentful paint is reported once the frame is on screen, which can be a little
// after the frame was drawn. Where paint timing is missing, the next frame's callback runs
// before that frame is drawn and the timeout just after it. Should no paint ever be reported
// (a browser that hides its timings), the scripts start after a few seconds all the same.
const LOADER = `{
let started = false;
const loadScripts = () => {
  if (started) return;
  started = true;
  for (const held of document.querySelectorAll('link[rel="modulepreload"][media="${HELD_PRELOAD_MEDIA}"]')) {
    const preload = document.createElement("link");
    preload.rel = "modulepreload";
    preload.href = held.getAttribute("href");
    document.head.append(preload);
  }
  const module = document.createElement("script");
  module.type = "module";
  module.textContent = document.querySelector('script[type="${HELD_MODULE_TYPE}"]').textContent;
  document.body.append(module);
};
if (typeof PerformanceObserver === "function" && (PerformanceObserver.supportedEntryTypes || []).includes("paint")) {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(loadScripts, 0);
  }).observe({ type: "paint", buffered: true });
  setTimeout(loadScripts, ${FALLBACK_DELAY_MS});
} else {
  requestAnimationFrame(() => setTimeout(loadScripts, 0));
}
}`;

export function loadScriptsAfterFirstPaint(html: string): string {
  // Only a document with exactly one Remix module is changed, so no page loses its scripts.
  if (html.split(MODULE).length !== 2 || !html.includes("</body>")) return html;
  const held = html
    .replaceAll(
      PRELOAD,
      `<link rel="modulepreload" media="${HELD_PRELOAD_MEDIA}" href=`,
    )
    .replace(MODULE, `<script type="${HELD_MODULE_TYPE}">`);
  const bodyEnd = held.lastIndexOf("</body>");
  return `${held.slice(0, bodyEnd)}<script>${LOADER}</script>${held.slice(bodyEnd)}`;
}

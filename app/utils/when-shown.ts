/**
 * Runs `start` once the page has loaded and is shown: a page the browser draws ahead of a visit
 * (a prerender) waits until the visitor reaches it, so a part that costs (the particles) or
 * counts (a view) never runs for a page no one sees.
 */
export function afterLoadWhenShown(start: () => void) {
  const shown = () => {
    if ((document as { prerendering?: boolean }).prerendering)
      document.addEventListener("prerenderingchange", start, { once: true });
    else start();
  };
  if (document.readyState === "complete") shown();
  else window.addEventListener("load", shown, { once: true });
}

/** Logs that an optional part of the page could not load; the page goes on without it. */
export const goOnWithout = (part: string) => (error: unknown) =>
  console.warn(`Gave up loading ${part}: ${String(error)}`);

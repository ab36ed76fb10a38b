// A page reports that it was shown where the server could not count it as it served it: a page
// the browser prerendered or prefetched (a speculation rule's load, which the server does not
// count), once the visitor reaches it; or,
// behind a CDN that answers pages itself (VISITS=beacon), every page. The root's `data-views`
// says which, rendered from the server's configuration and so the same for every visitor; a
// page without it (VISITS=off, a static host) reports nothing. A few hundred bytes, no React.
import { sitePath } from "~/utils/site-path";

/** Where the server takes a page's report of its view. */
export const VIEW_BEACON_PATH = "/resources/view";

/** How a page's views are counted: by the server as it serves it, or by this beacon. */
export type ViewsCounted = "server" | "beacon";

export function startViewBeacon() {
  const counted = document.documentElement.dataset.views as
    ViewsCounted | undefined;
  const prerendering = (document as { prerendering?: boolean }).prerendering;
  const navigation = performance.getEntriesByType?.("navigation")[0] as
    { activationStart?: number; deliveryType?: string } | undefined;
  const speculated =
    prerendering ||
    (navigation?.activationStart ?? 0) > 0 ||
    navigation?.deliveryType === "navigational-prefetch";
  if (counted !== "beacon" && !(counted === "server" && speculated)) return;
  const send = () =>
    navigator.sendBeacon?.(
      sitePath(VIEW_BEACON_PATH),
      new URLSearchParams({
        path: location.pathname,
        referrer: document.referrer,
      }),
    );
  if (prerendering)
    document.addEventListener("prerenderingchange", send, { once: true });
  else send();
}

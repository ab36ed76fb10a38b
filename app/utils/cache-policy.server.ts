// How long caches may keep a page or its data. Every visitor sees the same content, so a shared
// cache (a CDN in front) may keep a page; but not one rendered in a visitor's own accent, and
// never the answer to a form.
import { hasAccentCookie } from "./accent-cookie.server";

/** Seconds a shared cache may serve a page before asking again. */
const SHARED_MAX_AGE_SECONDS = 300;

function isPersonalised(request: Request): boolean {
  return hasAccentCookie(request.headers.get("Cookie"));
}

/** Sets Cache-Control and Vary for a document or data response to `request`. */
export function applyCachePolicy(
  request: Request,
  status: number,
  headers: Headers,
): void {
  headers.append("Vary", "Cookie");
  if (request.method !== "GET" && request.method !== "HEAD") {
    headers.set("Cache-Control", "no-store");
  } else if (isPersonalised(request) || status !== 200) {
    // Browsers keep it but ask first; the ETag makes asking cheap.
    headers.set("Cache-Control", "private, no-cache");
  } else {
    headers.set(
      "Cache-Control",
      `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}`,
    );
  }
}

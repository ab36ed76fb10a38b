// How long caches may keep a page or its data. Every visitor sees the same content, so a shared
// cache (a CDN in front) may keep a page; but not one rendered in a visitor's own accent, and
// never the answer to a form.
import { hasAccentCookie } from "./accent-cookie.server";

/** Seconds a shared cache may serve a page before asking again. */
const SHARED_MAX_AGE_SECONDS = 300;

/**
 * Cache-Control for a page answered 200 to a request with this Cookie header. The page cache
 * asks this for each request it answers from memory: a kept page is the same for every cookie
 * that reads as the same accent, but whether it may be shared depends on the request.
 */
export function pageCacheControl(cookieHeader: string | null | undefined) {
  return hasAccentCookie(cookieHeader)
    ? PRIVATE
    : `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}`;
}

// Browsers keep it but ask first; the ETag makes asking cheap.
const PRIVATE = "private, no-cache";

/** Sets Cache-Control and Vary for a document or data response to `request`. */
export function applyCachePolicy(
  request: Request,
  status: number,
  headers: Headers,
): void {
  headers.append("Vary", "Cookie");
  if (request.method !== "GET" && request.method !== "HEAD") {
    headers.set("Cache-Control", "no-store");
  } else if (status !== 200) {
    headers.set("Cache-Control", PRIVATE);
  } else {
    headers.set(
      "Cache-Control",
      pageCacheControl(request.headers.get("Cookie")),
    );
  }
}

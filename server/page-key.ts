import type { IncomingMessage } from "node:http";

import { filters } from "../app/content/projects";
import { ACCENT_PRESETS, DEFAULT_ACCENT } from "../app/utils/accent";
import { accentFromCookieHeader } from "../app/utils/accent-cookie.server";
import { normalizeHex } from "../app/utils/color";
import { SITE_PAGES } from "../app/utils/site-pages";

const PAGE_PATHS = new Set<string>(SITE_PAGES.map((page) => page.path));
const FILTER_QUERIES = new Set(
  filters.map(({ filterId }) => `filter=${filterId}`),
);

/**
 * What a rendered page depends on, as a cache key: the page, the portfolio's filter and the
 * visitor's accent. Only the six pages, with no query or a known filter, have a key; anything
 * else is rendered each time, so made-up addresses cannot fill the cache.
 */
export function pageKey(request: IncomingMessage): string | null {
  const url = request.url ?? "/";
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? "" : url.slice(queryStart + 1);
  if (!PAGE_PATHS.has(path)) return null;
  if (query && !(path === "/portfolio" && FILTER_QUERIES.has(query)))
    return null;
  return `${accentFromCookieHeader(request.headers.cookie)} ${path}?${query}`;
}

// The accents the switcher offers: their pages are worth keeping for everyone.
const SHARED_ACCENTS = new Set(
  [DEFAULT_ACCENT, ...ACCENT_PRESETS].map((accent) => normalizeHex(accent)),
);

/** Whether a request's accent is the default or one of the presets. */
export function hasSharedAccent(request: IncomingMessage): boolean {
  return SHARED_ACCENTS.has(accentFromCookieHeader(request.headers.cookie));
}

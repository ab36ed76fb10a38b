import type { Request } from "express";

import { filters } from "../app/content/projects";
import { accentFromCookieHeader } from "../app/utils/accent-cookie.server";
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
export async function pageKey(request: Request): Promise<string | null> {
  if (!PAGE_PATHS.has(request.path)) return null;
  const queryStart = request.originalUrl.indexOf("?");
  const query =
    queryStart === -1 ? "" : request.originalUrl.slice(queryStart + 1);
  if (query && !(request.path === "/portfolio" && FILTER_QUERIES.has(query)))
    return null;
  const accent = await accentFromCookieHeader(request.get("Cookie"));
  return `${accent} ${request.path}?${query}`;
}

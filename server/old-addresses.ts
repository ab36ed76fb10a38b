// Addresses the site once gave, still leading to their pages: a portfolio tab was
// `/portfolio?filter=N` before it had an address of its own (`/portfolio/N`).
import type { RequestHandler } from "express";

import { filters } from "../app/content/projects";
import {
  ALL,
  filterPath,
  parseFilter,
} from "../app/routes/portfolio.($filter)/portfolio-filter";
import { LANGUAGES, pathIn, unprefixed } from "../app/words/language";

/**
 * Each tab's old address but All's (whose is the portfolio's own), in each language: the
 * portfolio's address, the `filter` it took, and where the tab is now.
 */
export const OLD_TABS = LANGUAGES.flatMap((lang) =>
  filters
    .filter(({ id }) => id !== ALL)
    .map(({ id }) => ({
      from: pathIn(lang, "/portfolio"),
      filter: String(id),
      to: pathIn(lang, filterPath(id)),
    })),
);

/**
 * `/portfolio?filter=N`, in any language, is sent once (301) to the tab's own address, the rest
 * of its query kept; a value that names no other tab showed every project, and still does.
 */
export const oldTabAddresses: RequestHandler = (request, response, next) => {
  if (request.method !== "GET" && request.method !== "HEAD") return next();
  const url = URL.parse(`http://site${request.url}`);
  const filter = url?.searchParams.get("filter");
  if (!url || filter == null) return next();
  const { lang, path } = unprefixed(url.pathname);
  if (path !== "/portfolio" && path !== "/portfolio/") return next();
  url.searchParams.delete("filter");
  const tab = pathIn(lang, filterPath(parseFilter(filter) ?? ALL));
  // Kept as briefly as public/'s files: a deploy may change the tabs.
  response.set("Cache-Control", "public, max-age=3600");
  response.redirect(301, `${tab}${url.search}`);
};

// The portfolio's tabs at the addresses the site once gave them: a tab was `/portfolio?filter=N`
// before it had an address of its own (`/portfolio/N`). The server sends these on
// (server/old-addresses.ts) and the static export writes them as redirects; no page imports this.
import { filters } from "~/content/projects";
import { LANGUAGES, pathIn, unprefixed } from "~/words/language";

import { ALL, filterPath, parseFilter } from "./portfolio-filter";

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
 * Where `/portfolio?filter=N`, in any language, is now, the rest of its query kept (a value that
 * names no other tab showed every project, and still does); null for any other address.
 */
export function tabAddressNow(address: URL): string | null {
  const url = new URL(address);
  const filter = url.searchParams.get("filter");
  const { lang, path } = unprefixed(url.pathname);
  if (filter == null || (path !== "/portfolio" && path !== "/portfolio/"))
    return null;
  url.searchParams.delete("filter");
  return `${pathIn(lang, filterPath(parseFilter(filter) ?? ALL))}${url.search}`;
}

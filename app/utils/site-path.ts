// Where the site is served from, below its host: "/" on its own server, or a path such as
// "/portfolio/" when it is exported for a static host under one (npm run export sets it for the
// build). The router's own links carry it by themselves (its basename); every other address a page,
// feed or file names asks here.

/** "/", or the path the site is served under, with a slash at each end. */
// Vite sets it in the app's build; code run without Vite (the server's own modules) has none.
export const BASE_PATH: string = import.meta.env?.BASE_URL ?? "/";

/** An address of the site from its root ("/about"), as visitors reach it ("/portfolio/about"). */
export const sitePath = (path: string) => BASE_PATH + path.replace(/^\//, "");

/** The same, absolute, for the site at `origin`. */
export const siteAddress = (path: string, origin: string) =>
  new URL(sitePath(path), origin).href;

/**
 * An address as a page or feed names it: the site's own ("/about") as visitors reach it; another
 * site's, a part's ("#x") or an email's as it is.
 */
export const linkPath = (url: string) =>
  url.startsWith("/") && !url.startsWith("//") ? sitePath(url) : url;

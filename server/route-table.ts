// What an address reaches, asked of the app's own routes as React Router matches them (letter case
// and all: every route is case-sensitive, app/routes.ts), so the kept pages, the check before the
// router and the router itself agree on every address (decision 039).
import type {
  matchRoutes as MatchRoutes,
  RouteObject,
  ServerBuild,
} from "react-router";

/** What one address reaches. */
export type RouteAt = {
  /** The route and its parameters: the same for every spelling the router takes for it. */
  key: string;
  /** A page's route (one with a component, the catch-all's among them), not a resource route. */
  page: boolean;
  /** Whether a route it reaches has an action: a form's address, which takes a post. */
  form: boolean;
};

export type RouteTable = (pathname: string | undefined) => RouteAt | undefined;

const tables = new WeakMap<ServerBuild, RouteTable>();

/**
 * The route table of a build: what a URL's pathname (as the router gets it, still encoded)
 * reaches, or nothing when no route of the site is there, or there is no pathname to read.
 */
export function routeTable(
  build: ServerBuild,
  match: typeof MatchRoutes,
): RouteTable {
  const known = tables.get(build);
  if (known) return known;
  const children = (parentId?: string): RouteObject[] =>
    Object.values(build.routes).flatMap((route) => {
      if (!route || route.parentId !== parentId) return [];
      const { id, index, path, caseSensitive } = route;
      return index
        ? { id, index, path, caseSensitive }
        : { id, path, caseSensitive, children: children(id) };
    });
  const routes = children();
  const table: RouteTable = (pathname) => {
    // An empty segment ("//about", "/about//") spells no address the site gives, though the
    // router's patterns take a run of slashes at the end.
    if (pathname === undefined || pathname.includes("//")) return undefined;
    const matches = match(routes, pathname);
    const last = matches?.at(-1);
    if (!last) return undefined;
    const module = (id: string | undefined) => build.routes[id!]?.module;
    return {
      key: `${last.route.id} ${JSON.stringify(last.params)}`,
      page: module(last.route.id)?.default !== undefined,
      form: matches!.some(({ route }) => module(route.id)?.action),
    };
  };
  tables.set(build, table);
  return table;
}

/**
 * The pathname of the address a request names, as the router reads it: the request's target
 * after the site's origin, so "//about" stays a path and never names a host.
 */
export const pathnameOf = (url: string) =>
  URL.parse(`http://site${url}`)?.pathname;

/** The page whose route data a request asks for ("/about.data", the home page's "/_.data"). */
export const dataPage = (pathname: string | undefined) =>
  pathname?.endsWith("/_.data")
    ? pathname.slice(0, -"_.data".length)
    : pathname?.replace(/\.data$/, "");

// @vitest-environment node
// What an address reaches, asked of a small site's routes as React Router matches them: pages, a
// form, a resource route, a nested page, the catch-all; and how a request's target is read.
import type { ServerBuild } from "react-router";
import { matchRoutes } from "react-router";

import { dataPage, pathnameOf, routeTable } from "./route-table";

const page = { default: () => null };
const form = { default: () => null, action: () => null };

/** The routes as a build lists them, each case-sensitive as app/routes.ts makes them. */
const routes = {
  root: { id: "root", path: "", module: page },
  "routes/_index": {
    id: "routes/_index",
    parentId: "root",
    index: true,
    caseSensitive: true,
    module: page,
  },
  "routes/about": {
    id: "routes/about",
    parentId: "root",
    path: "about",
    caseSensitive: true,
    module: page,
  },
  "routes/contact": {
    id: "routes/contact",
    parentId: "root",
    path: "contact",
    caseSensitive: true,
    module: form,
  },
  "routes/blog": {
    id: "routes/blog",
    parentId: "root",
    path: "blog",
    caseSensitive: true,
    module: page,
  },
  "routes/blog.$slug": {
    id: "routes/blog.$slug",
    parentId: "routes/blog",
    path: ":slug",
    caseSensitive: true,
    module: page,
  },
  "routes/healthz": {
    id: "routes/healthz",
    parentId: "root",
    path: "healthz",
    caseSensitive: true,
    module: {},
  },
  // A build's list may hold a gap where a route was.
  "routes/gone": undefined,
};
const withCatchAll = {
  routes: {
    ...routes,
    "routes/$": {
      id: "routes/$",
      parentId: "root",
      path: "*",
      caseSensitive: true,
      module: page,
    },
  },
} as unknown as ServerBuild;
const withoutCatchAll = { routes } as unknown as ServerBuild;

test("each address reaches its route and parameters, says whether it is a page and whether it takes a post", () => {
  const at = routeTable(withoutCatchAll, matchRoutes);
  expect(at("/")).toEqual({ key: "routes/_index {}", page: true, form: false });
  expect(at("/about")).toEqual({
    key: "routes/about {}",
    page: true,
    form: false,
  });
  expect(at("/contact/")).toEqual({
    key: "routes/contact {}",
    page: true,
    form: true,
  });
  expect(at("/blog/first-post")).toEqual({
    key: 'routes/blog.$slug {"slug":"first-post"}',
    page: true,
    form: false,
  });
  expect(at("/healthz")).toEqual({
    key: "routes/healthz {}",
    page: false,
    form: false,
  });
});

test("an address no route reaches, one in another letter case, one with an empty segment, or none, reaches nothing", () => {
  const at = routeTable(withoutCatchAll, matchRoutes);
  for (const pathname of [
    "/nope",
    "/About",
    "/CONTACT",
    "/blog/a/b",
    "//about",
    "/about//",
    "//",
    undefined,
  ])
    expect(at(pathname), pathname).toBeUndefined();
  // With the catch-all, the same addresses reach the 404 page, but an empty segment still none.
  const all = routeTable(withCatchAll, matchRoutes);
  expect(all("/About")).toEqual({
    key: 'routes/$ {"*":"About"}',
    page: true,
    form: false,
  });
  expect(all("//about")).toBeUndefined();
  expect(all(undefined)).toBeUndefined();
});

test("a build's table is made once, and another build has its own", () => {
  const table = routeTable(withoutCatchAll, matchRoutes);
  expect(routeTable(withoutCatchAll, matchRoutes)).toBe(table);
  expect(routeTable(withCatchAll, matchRoutes)).not.toBe(table);
});

test("a request's target is read as the router reads it: its path, still encoded, never a host", () => {
  expect(pathnameOf("/about?x=1#top")).toBe("/about");
  expect(pathnameOf("//evil.example/contact")).toBe("//evil.example/contact");
  expect(pathnameOf("/%61bout")).toBe("/%61bout");
  expect(pathnameOf("/a b")).toBe("/a%20b");
  // A target that makes no address has no path.
  expect(pathnameOf("[")).toBeUndefined();
});

test("a request for route data names its page", () => {
  expect(dataPage("/about.data")).toBe("/about");
  expect(dataPage("/_.data")).toBe("/");
  expect(dataPage("/de/_.data")).toBe("/de/");
  expect(dataPage("/portfolio/2.data")).toBe("/portfolio/2");
  expect(dataPage("/about")).toBe("/about");
  expect(dataPage("/a.data/b")).toBe("/a.data/b");
  expect(dataPage(undefined)).toBeUndefined();
});

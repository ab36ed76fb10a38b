import { route } from "@react-router/dev/routes";
import type { RouteConfig, RouteConfigEntry } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

import { languages } from "./content/languages";

// The files of routes/ name their addresses (flat routes); tests sit beside what they test. The list
// of a tag's posts is the blog's list again, at an address of its own.
const siteRoutes = async (): Promise<RouteConfigEntry[]> => [
  ...(await flatRoutes({ ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"] })),
  route("blog/tag/:tag", "routes/blog._index/route.tsx", {
    id: "routes/blog.tag.$tag",
  }),
];

// What the site serves once, whatever the language: the crawlers' files, the health check and the
// colours' form.
const ONCE = /^routes\/(robots|sitemap|healthz|resources)\b/;

/**
 * Every route matches its address in its own letter case alone: "/About", "/About.data" and
 * "/DE/about" are no page, no page's data and no form (decision 039).
 */
const caseSensitive = (entry: RouteConfigEntry): RouteConfigEntry => ({
  ...entry,
  caseSensitive: true,
  children: entry.children?.map(caseSensitive),
});

/** A route again for one language, with an id of its own. */
const inLanguage =
  (code: string) =>
  (entry: RouteConfigEntry): RouteConfigEntry => ({
    ...entry,
    id: `${code}/${entry.id}`,
    children: entry.children?.map(inLanguage(code)),
  });

// With more than one language, every page is there again below each other language's code
// ("/de/about"): the same modules, which know their language by their address. A code of its own
// rather than a `:lang` parameter, so that an address below no language ("/nope/at/depth") is the
// default's 404, as it is with one language, and never a page of a language that is not there.
// With one language, the routes are the site's own and nothing more.
export default (async () => {
  const routes = await siteRoutes();
  const [, ...prefixed] = Object.keys(languages);
  const paged = routes.filter((entry) => !ONCE.test(entry.id ?? ""));
  return [
    ...routes,
    ...prefixed.map((code) =>
      route(code, "words/language-route.tsx", { id: code }, [
        ...paged.map(inLanguage(code)),
      ]),
    ),
  ].map(caseSensitive);
})() satisfies RouteConfig;

import { route } from "@react-router/dev/routes";
import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// The files of routes/ name their addresses (flat routes); tests sit beside what they test. The list
// of a tag's posts is the blog's list again, at an address of its own.
export default (async () => [
  ...(await flatRoutes({ ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"] })),
  route("blog/tag/:tag", "routes/blog._index/route.tsx", {
    id: "routes/blog.tag.$tag",
  }),
])() satisfies RouteConfig;

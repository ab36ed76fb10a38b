import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// The files of routes/ name their addresses (flat routes); tests sit beside what they test.
export default flatRoutes({
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
}) satisfies RouteConfig;

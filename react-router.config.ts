import type { Config } from "@react-router/dev/config";

// `npm run export` builds the site for a static host (scripts/export.ts): under the path the host
// serves it from, beside the server's own build, never over it.
const staticBase = process.env.STATIC_BASE_PATH;

export default {
  // Pages are rendered on the server; server.ts keeps each one, rendered once (decision 017).
  ssr: true,
  basename: staticBase ?? "/",
  buildDirectory: staticBase === undefined ? "build" : "build/export",
  // A static host has no route manifest to ask: every route is in the page from the start.
  routeDiscovery: { mode: staticBase === undefined ? "lazy" : "initial" },
  // Every flag that React Router 8 makes the default, so moving to 8 is a version bump
  // (docs/decisions/028-react-router-7.md).
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
    // `npm run dev` finds the packages the browser needs from every route up front, not as pages
    // ask for them: otherwise a fresh clone's first pages reload while Vite bundles one it met late.
    unstable_optimizeDeps: true,
  },
} satisfies Config;

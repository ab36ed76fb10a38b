import type { Config } from "@react-router/dev/config";

export default {
  // Pages are rendered on the server; server.ts keeps each one, rendered once (decision 017).
  ssr: true,
  // Every flag that React Router 8 makes the default, so moving to 8 is a version bump
  // (docs/decisions/028-react-router-7.md).
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;

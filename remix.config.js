// `remix dev` sets NODE_ENV to development before it reads this file; `remix build` sets it to
// production unless told otherwise. A development build goes to build/dev, where `npm start`
// never looks, so it cannot serve one by mistake.
const development = process.env.NODE_ENV === "development";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  ...(development && {
    serverBuildPath: "build/dev/index.js",
    assetsBuildDirectory: "build/dev/assets",
  }),
  // Single fetch stays off: see docs/decisions/002-no-single-fetch.md.
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
};

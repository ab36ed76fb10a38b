/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  // Bundled into the server build (only the icons used), so the production install and the
  // container image do without the whole icon library.
  serverDependenciesToBundle: [/^react-icons/],
  // Single fetch stays off: see docs/decisions/002-no-single-fetch.md.
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
};

// How the project bundles TypeScript for Node (the server for `npm start`, the content checker
// the build runs first): one ES module, with every package left to node_modules.
export const NODE_BUNDLE = /** @type {const} */ ({
  platform: "node",
  format: "esm",
  target: "node20",
  bundle: true,
  packages: "external",
  logLevel: "warning",
});

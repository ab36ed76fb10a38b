import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Set by `npm run export` for a static host (react-router.config.ts says more).
const staticBase = process.env.STATIC_BASE_PATH;

export default defineConfig({
  plugins: [reactRouter()],
  base: staticBase ?? "/",
  // Read by app/utils/static-site.ts: the build for a static host, where no server answers forms.
  mode: staticBase === undefined ? undefined : "static",
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // server.ts serves public/ itself (its text files compressed ahead by the build): the client
  // build need not copy it.
  publicDir: false,
  build: {
    // build/ also holds what the content step made before this build (the posts, the pictures,
    // the share cards): scripts/build.ts clears build/client and build/server itself.
    emptyOutDir: false,
    // Terser takes about 3 KB (brotli) more off the first load than Vite's default minifier: the
    // first load is React's and React Router's above all (decision 028).
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, mangle: { toplevel: true } },
    // A chunk loaded later (the particle field, the colour picker) loads what it needs through its
    // own imports. Vite's helper would link each of those ahead instead, the page's own scripts
    // among them once the router has dropped its links, and Firefox reports every such link to a
    // module it already has as a failed load.
    modulePreload: false,
    // File names in lowercase, as every host serves them alike (scripts/export-check.ts).
    rollupOptions: {
      output: {
        hashCharacters: "hex",
        chunkFileNames: (chunk) =>
          `assets/${chunk.name.toLowerCase()}-[hash].js`,
      },
    },
    // The icon sprite is shown through <use href>, which takes no data: URL; every file the pages
    // name stays a file of its own.
    assetsInlineLimit: 0,
  },
});

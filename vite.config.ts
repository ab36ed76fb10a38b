import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import type { Plugin } from "vite";

import { keptMinify } from "./scripts/kept-minify";

// Set by `npm run export` for a static host (react-router.config.ts says more).
const staticBase = process.env.STATIC_BASE_PATH;

// What every page needs of the site itself, in one script that the root names and every page
// loads: the owner's profile, the pages and their addresses, the site's words with what writes
// them out, and the content's translations with what reads them in a language
// (docs/decisions/030-site-words.md). Left to Rollup, the words would be three scripts more on
// every page, each page naming them; the script keeps the name it had before the words. The
// switcher and the languages' layout stay out: they use the router, and React would otherwise join
// the router's script, since every script that needs React would then need the router too.
// Only the browser's build: the server's is one file.
const SITE_MODULES =
  /\/app\/(content\/profile\.ts|pages\.ts|utils\/site-path\.ts|content\/languages\.ts|content\/words\/|words\/(?!language-(switcher|route))|content\/translations|content-rules\/(content-in|translated-fields)\.ts)/;
const siteScript: Plugin = {
  name: "site-script",
  configEnvironment: (name) =>
    name === "client"
      ? {
          build: {
            rollupOptions: {
              output: {
                manualChunks: (id) =>
                  SITE_MODULES.test(id) ? "site-path" : undefined,
                // Only those: what they import stays where Rollup puts it (React in its own).
                onlyExplicitManualChunks: true,
              },
            },
          },
        }
      : undefined,
};

export default defineConfig({
  plugins: [
    reactRouter(),
    siteScript,
    keptMinify({ compress: { passes: 2 }, mangle: { toplevel: true } }),
  ],
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
    // first load is React's and React Router's above all (decision 028). It runs as keptMinify,
    // which keeps what it made for the next build; the styles are minified as Vite would.
    minify: false,
    cssMinify: "esbuild",
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

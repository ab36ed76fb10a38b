import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import type { Plugin } from "vite";

// Set by `npm run export` for a static host (react-router.config.ts says more).
const staticBase = process.env.STATIC_BASE_PATH;

// The script every page loads (app/entry.client.tsx) and what it imports, in one file: left to
// Rolldown, the modules it shares with the parts loaded later would be more files, each asked for
// on every page. The group takes the modules named here with what they import (Vite's preload
// helper among them); what the later parts load (React, the picker, the particles) stays where
// Rolldown puts it. Only the browser's build: the server's is one file.
const PAGE_SCRIPT_MODULES =
  /\/app\/(colors\/(enhance-colors|shown-colors|color|color-scheme|choice-cookie)\.ts|content\/theme\.ts|utils\/when-shown\.ts|routes\/(_index\/particles|contact\/contact)-start\.ts)$/;
const pageScript: Plugin = {
  name: "page-script",
  configEnvironment: (name) =>
    name === "client"
      ? {
          build: {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [{ name: "page-script", test: PAGE_SCRIPT_MODULES }],
                },
              },
            },
          },
        }
      : undefined,
};

export default defineConfig({
  plugins: [reactRouter(), pageScript],
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
    // A chunk loaded later (the particle field, the colour picker) loads what it needs through its
    // own imports. Vite's helper would link each of those ahead instead, the page's own scripts
    // among them once the router has dropped its links, and Firefox reports every such link to a
    // module it already has as a failed load.
    modulePreload: false,
    // File names in lowercase, as every host serves them alike (scripts/export-check.ts).
    rolldownOptions: {
      output: {
        hashCharacters: "hex",
        chunkFileNames: (chunk) =>
          `assets/${chunk.name.toLowerCase()}-[hash].js`,
      },
    },
    // Stylesheets keep what they say: Lightning CSS, Vite 8's default, rewrites `:dir(rtl)` as a
    // list of right-to-left languages (wrong for a page turned by its `dir` alone) and drops the
    // plain colour written before each `light-dark()` for browsers without it. esbuild only
    // minifies.
    cssMinify: "esbuild",
    // The icon sprite is shown through <use href>, which takes no data: URL; every file the pages
    // name stays a file of its own.
    assetsInlineLimit: 0,
  },
});

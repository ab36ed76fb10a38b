// `npm run build`: the words files type-checked (content-checks/content-types.ts), the content
// checked and what the pages take from it made (prepare-content.ts), the app built by React
// Router's Vite build (build/client, build/server), its files compressed ahead of time, and
// server.ts bundled for `npm start` (with the owner's commands for `npm run messages` and
// `npm run visits`). Stops at the first step that fails.
import { rm } from "node:fs/promises";

import type { BuildOptions } from "esbuild";
import { build } from "esbuild";

import { checkWordTypes } from "./content-checks/content-types";
import { precompress } from "./precompress";
import { runTool } from "./run-tool";

/**
 * server.ts, and the owner's messages and visits commands beside it, each as one ES module for
 * Node, every package left to node_modules.
 */
export const SERVER_BUNDLE = {
  entryPoints: {
    server: "server.ts",
    messages: "app/messages/messages-command.server.ts",
    visits: "app/visits/visits-command.server.ts",
  },
  outdir: "build",
  platform: "node",
  format: "esm",
  target: "node20",
  bundle: true,
  packages: "external",
  logLevel: "warning",
} satisfies BuildOptions;

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await checkWordTypes();
    await runTool("tsx", ["scripts/prepare-content.ts"]);
    // What an earlier build made of the app goes; the content step's output stays.
    for (const folder of ["build/client", "build/server"])
      await rm(folder, { recursive: true, force: true });
    await runTool("react-router", ["build"]);
    await precompress("build/client/assets");
    await build(SERVER_BUNDLE);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

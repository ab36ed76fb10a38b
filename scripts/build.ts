// `npm run build`: the content checked and what the pages take from it made (prepare-content.ts),
// the app built by Remix's compiler, its files compressed ahead of time, and server.ts bundled for
// `npm start` (with the messages command for `npm run messages`). Stops at the first step that fails.
import { spawn } from "node:child_process";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import type { BuildOptions } from "esbuild";
import { build } from "esbuild";

/**
 * server.ts, and the owner's messages command beside it, each as one ES module for Node, every
 * package left to node_modules.
 */
export const SERVER_BUNDLE = {
  entryPoints: {
    server: "server.ts",
    messages: "app/messages/messages-command.server.ts",
  },
  outdir: "build",
  platform: "node",
  format: "esm",
  target: "node20",
  bundle: true,
  packages: "external",
  logLevel: "warning",
} satisfies BuildOptions;

const ASSETS = "public/build";
const COMPRESSIBLE = /\.(?:js|css|svg)$/;

/**
 * Runs a tool of node_modules/.bin, passing on what it prints until it exits: after that, the
 * esbuild service Remix leaves behind may print a Go runtime trace (docs/decisions/012).
 */
function run(tool: string, args: string[]) {
  const command = path.resolve("node_modules/.bin", tool);
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.pipe(process.stdout);
    child.stderr.pipe(process.stderr);
    child.on("error", reject);
    child.on("exit", (code) => {
      child.stdout.destroy();
      child.stderr.destroy();
      if (code === 0) resolve();
      else
        reject(new Error(`${command} ${args.join(" ")} exited with ${code}`));
    });
  });
}

/** Brotli 11 and gzip 9 beside every script, stylesheet and SVG of the client build. */
async function compressAssets() {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  const entries = await readdir(ASSETS, {
    recursive: true,
    withFileTypes: true,
  });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([
        writeFile(`${file}.br`, br),
        writeFile(`${file}.gz`, gz),
      ]);
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await run("tsx", ["scripts/prepare-content.ts"]);
    await run("remix", ["build"]);
    await compressAssets();
    await build(SERVER_BUNDLE);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

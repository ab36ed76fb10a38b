// Builds the app with Remix's compiler, as `remix build` does, and then closes the compiler.
// `remix build` exits with the compiler's three esbuild contexts still open. esbuild's service
// process, left waiting for them, then ends only when its next keep-alive ping fails; when that
// ping was already on its way as the build exited, it aborts instead, printing "fatal error: all
// goroutines are asleep - deadlock!" after a finished build. See
// docs/decisions/012-build-closes-the-compiler.md.
import { rmSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
// The pieces `remix build` itself is made of (@remix-run/dev 2.17, the classic compiler).
const { readConfig } = require("@remix-run/dev/dist/config.js");
const { create } = require("@remix-run/dev/dist/compiler/compiler.js");
const {
  createFileWatchCache,
} = require("@remix-run/dev/dist/compiler/fileWatchCache.js");
const { logThrown } = require("@remix-run/dev/dist/compiler/utils/log.js");
const { logger } = require("@remix-run/dev/dist/tux/logger.js");

const mode = (process.env.NODE_ENV ??= "production");
logger.info(`building... (NODE_ENV=${mode})`);
const start = Date.now();
const config = await readConfig(process.cwd(), mode);
rmSync(config.assetsBuildDirectory, { recursive: true, force: true });

const compiler = await create({
  config,
  options: { mode, sourcemap: false },
  fileWatchCache: createFileWatchCache(),
  logger,
});
try {
  await compiler.compile();
} catch (error) {
  logThrown(error);
  process.exitCode = 1;
} finally {
  await compiler.dispose();
}
if (!process.exitCode)
  logger.info(`built (${((Date.now() - start) / 1000).toFixed(1)}s)`);

// The production server: the site behind security headers, limits and a page cache, with a
// graceful stop.
import { createServer } from "node:http";
import path from "node:path";

import type { ServerBuild } from "@remix-run/node";

import { createSite } from "./server/app";
import { readServerConfig } from "./server/config";
import { closeGracefully } from "./server/shutdown";

const SHUTDOWN_TIMEOUT_MS = 10_000;

// This server only ever runs the production build: React, Express and Remix take their
// production paths however the process was started (the build is imported below, after this).
process.env.NODE_ENV = "production";

const config = readServerConfig();
const build = (await import(path.resolve("build", "index.js"))) as ServerBuild;
const server = createServer(createSite(build, config, path.resolve("public")));

server.listen(config.port, config.host ?? "0.0.0.0", () => {
  console.log(
    `Listening on http://${config.host ?? "localhost"}:${config.port}`,
  );
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, async () => {
    const started = Date.now();
    console.log(`${signal}: finishing the requests in flight, then stopping`);
    const outcome = await closeGracefully(server, SHUTDOWN_TIMEOUT_MS);
    console.log(`Stopped after ${Date.now() - started} ms (${outcome})`);
    process.exit(0);
  });
}

// The site's server, the same in production (`npm start`) and in development (`npm run dev`, where
// Vite's middleware serves the app's modules as they are edited): one Express app behind Node's
// HTTP server, with its limits and a graceful stop.
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { createHttpTerminator } from "http-terminator";
import type { ServerBuild } from "react-router";

import { openMessageStore } from "./app/messages/message-store.server";
import { startOutbox } from "./app/messages/outbox.server";
import { EnvError, envWarnings, getEnv } from "./app/utils/env.server";
import { startVisits } from "./app/visits/visits.server";
import { createSite } from "./server/app";
import type { SiteBuild } from "./server/app";
import { DEFAULT_TIMEOUTS, limitConnections } from "./server/connections";
import { startDevelopment } from "./server/development";
import { limitStore } from "./server/limits";

function stopStart(why: string): never {
  for (const line of why.split("\n")) console.error(`Cannot start: ${line}`);
  process.exit(1);
}

let env: ReturnType<typeof getEnv>;
try {
  env = getEnv();
} catch (error) {
  if (error instanceof EnvError) stopStart(error.message);
  throw error;
}
for (const warning of envWarnings(env)) console.error(warning);

const server = createServer(DEFAULT_TIMEOUTS);
// In development Vite builds the app as it is asked for and tells of every edit; in production
// the build is read once.
const development = env.mode === "development";
const build: SiteBuild = development
  ? await startDevelopment(server)
  : { serverBuild: await productionBuild(), assets: "build/client/assets" };

async function productionBuild(): Promise<ServerBuild> {
  const file = path.resolve("build/server/index.js");
  if (!existsSync(file))
    stopStart("build/server/index.js is missing: run npm run build first.");
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

const limits = await limitStore(env.redisUrl);
// Messages are kept in the store and delivered from it in the background, by every instance.
const store = openMessageStore(env.messages);
const outbox = startOutbox({
  store,
  service: env.emailService,
  keepTimeoutMs: env.emailService?.timeoutMs ?? 10_000,
  ...env.messages,
});
// Page views are counted in the same store, in batches written in the background.
const visits = env.visits.on
  ? startVisits({ store, keepDays: env.visits.keepDays })
  : null;
const site = await createSite(build, env, limits, outbox.keep, visits);
server.on("request", site);
limitConnections(server, env.connections, site.get("trust proxy fn"));
// Created before the first connection, so it knows every one it has to close.
const terminator = createHttpTerminator({
  server,
  gracefulTerminationTimeout: 10_000,
});

server.listen(env.port, env.host ?? "0.0.0.0", () => {
  console.log(`Listening on http://${env.host ?? "localhost"}:${env.port}`);
});

// A terminal's Ctrl-C can arrive twice (from the terminal and relayed by npm): later signals must
// not fall through to Node's default and cut the drain short.
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"])
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    console.log(`${signal}: finishing the requests in flight, then stopping`);
    // Answers from now on say `Connection: close`; idle connections are closed at once. A
    // message being delivered is settled first: delivered, or left waiting.
    await Promise.all([terminator.terminate(), outbox.stop(), build.close?.()]);
    // The views of the last requests answered are written before the store closes.
    await visits?.stop();
    await Promise.all([limits.close(), store.close()]);
    console.log(`Stopped after ${Date.now() - started} ms`);
    process.exit(0);
  });

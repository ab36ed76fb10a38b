// A redis-server of a unit test's own, started as the browser suites start theirs, on a free
// loopback port. Where none can start, the tests that need it are skipped and say why: the
// test summary reports them as not run (tests/summarize.js), never as passed.
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";

import type { TestContext } from "vitest";

import { findRedisServer, startRedis } from "../e2e/redis-server";

declare module "vitest" {
  interface TaskMeta {
    /** Why a test was skipped: the JSON report carries it to the test summary. */
    notRun?: string;
  }
}

export type TestRedis = Awaited<ReturnType<typeof startRedis>>;

export async function startTestRedis(): Promise<
  { redis: TestRedis; whyNot?: never } | { redis: null; whyNot: string }
> {
  const binary = findRedisServer();
  if (!binary) return { redis: null, whyNot: "redis-server is not installed" };
  try {
    return { redis: await startRedis(binary, await freePort()) };
  } catch (error) {
    const why = String((error as Error).message ?? error).split("\n")[0];
    return { redis: null, whyNot: `redis-server could not start (${why})` };
  }
}

/**
 * Skips the test, saying why, when Redis could not be started: only where redis-server could not
 * be installed (npm test installs it first); the summary counts the test as not run, with why.
 */
export function skipWithout(
  started: Awaited<ReturnType<typeof startTestRedis>>,
  context: TestContext,
): asserts started is { redis: TestRedis } {
  if (started.redis) return;
  context.task.meta.notRun = started.whyNot;
  context.skip(started.whyNot);
}

/** A port no one listens on now (the system's choice), for a server that cannot take port 0. */
export async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Limits that every instance counts together, in Redis (rate-limiter-flexible's Redis store over
// ioredis). Each limit keeps this process's memory as its insurance: while Redis cannot be
// reached, the limits go on counting here, per instance, so the form is never unlimited and
// never a 500; once Redis is back they are shared again. (See docs/decisions/013.)
import { Redis } from "ioredis";
import { RateLimiterRedis } from "rate-limiter-flexible";

import { MemoryLimiter } from "./rate-limits";
import type { LimiterStore } from "./rate-limits";

// A request must not wait on a Redis that has gone: a command is refused at once while the
// connection is down (no offline queue, no retry of a command), and one that gets no answer
// fails after COMMAND_TIMEOUT_MS. Either way the insurance answers.
const CONNECT_TIMEOUT_MS = 2000;
const COMMAND_TIMEOUT_MS = 1000;
// Reconnects for as long as the server runs, soon at first, then once a second.
const reconnectDelay = (attempt: number) => Math.min(attempt * 100, 1000);

export type SharedLimits = {
  store: LimiterStore;
  /** Whether Redis answers now, so the limits are shared. */
  isReachable: () => boolean;
  close: () => Promise<void>;
};

type Log = (line: string) => void;

export function redisLimits(
  url: string,
  log: { info: Log; warn: Log } = { info: console.log, warn: console.error },
): SharedLimits {
  const client = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: reconnectDelay,
  });
  const where = withoutCredentials(url);

  // One line when the limits fall back and one when they are shared again, however many
  // reconnection attempts fail in between.
  let state: "starting" | "shared" | "fallback" | "closing" = "starting";
  client.on("ready", () => {
    if (state === "closing") return;
    log.info(
      state === "fallback"
        ? `Redis at ${where} is reachable again: the limits are shared by every instance again.`
        : `Limits are shared by every instance through Redis at ${where}.`,
    );
    state = "shared";
  });
  const fallBack = (error?: Error) => {
    if (state === "fallback" || state === "closing") return;
    state = "fallback";
    const why = error ? describe(error) : "connection closed";
    log.warn(
      `Redis at ${where} cannot be reached (${why}): each instance counts the limits in its own memory until it is back.`,
    );
  };
  client.on("error", fallBack);
  client.on("close", () => fallBack());

  return {
    store: (settings) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: settings.name,
        points: settings.max,
        duration: settings.windowSeconds,
        // While the connection is down, the insurance answers without asking Redis at all.
        rejectIfRedisNotReady: true,
        insuranceLimiter: new MemoryLimiter(settings),
      }),
    isReachable: () => client.status === "ready",
    close: async () => {
      state = "closing";
      if (client.status === "ready")
        await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}

/** The address for the log: a password in it stays out. */
function withoutCredentials(url: string) {
  const address = new URL(url);
  address.username = "";
  address.password = "";
  return address.href;
}

function describe(error: Error) {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : error.message;
}

// The forms' limits, all made by one maintained limiter (rate-limiter-flexible). Each counts in
// this process's memory, or with REDIS_URL in Redis, shared by every instance; there the memory
// count is its insurance: while Redis cannot be reached the limits go on counting here, per
// instance, so a form is never unlimited and never a 500 (docs/decisions/013).
import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import type { RateLimiterAbstract } from "rate-limiter-flexible";

import type { RateLimit } from "../app/load-context";

export type LimitSettings = {
  name: string;
  max: number;
  windowSeconds: number;
};

/** Makes the limiter behind one limit. */
export type LimiterStore = (settings: LimitSettings) => RateLimiterAbstract;

export function createRateLimit(
  settings: LimitSettings,
  store: LimiterStore,
): RateLimit {
  const limiter = store(settings);
  const decide = async (count: Promise<unknown>) => {
    try {
      await count;
      return { allowed: true } as const;
    } catch (rejection) {
      // A refusal comes as a result; anything else is a failure of the store.
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil(rejection.msBeforeNext / 1000),
      );
      return { allowed: false, retryAfterSeconds } as const;
    }
  };
  return {
    consume: (key) => decide(limiter.consume(key)),
    refund: async (key) => {
      await limiter.reward(key, 1);
    },
  };
}

/**
 * Counts in memory, bounded: past `maxClients` keys the one counted least recently is
 * forgotten, so a flood of addresses cannot grow it without end.
 */
export class MemoryLimiter extends RateLimiterMemory {
  #recent: LRUCache<string, true>;

  constructor(settings: LimitSettings, maxClients = 50_000) {
    super({
      keyPrefix: settings.name,
      points: settings.max,
      duration: settings.windowSeconds,
    });
    this.#recent = new LRUCache({
      max: maxClients,
      dispose: (_value, key, reason) => {
        if (reason === "evict") void this.delete(key);
      },
    });
  }

  override consume(key: string | number, points?: number) {
    this.#recent.set(String(key), true);
    return super.consume(key, points);
  }
}

export const memoryStore: LimiterStore = (settings) =>
  new MemoryLimiter(settings);

// A request never waits on a Redis that has gone: a command is refused at once while the
// connection is down, and one that gets no answer fails after a second; either way the memory
// count answers. Reconnects soon at first, then once a second, for as long as the server runs.
const REDIS_OPTIONS = {
  connectTimeout: 2000,
  commandTimeout: 1000,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 1000),
};

export function redisLimits(url: string, log = console) {
  const client = new Redis(url, REDIS_OPTIONS);
  const address = new URL(url);
  address.username = address.password = "";
  // One line when the limits fall back and one when they are shared again.
  let state: "starting" | "shared" | "fallback" | "closing" = "starting";
  client.on("ready", () => {
    if (state === "closing") return;
    log.log(
      state === "fallback"
        ? `Redis at ${address.href} is reachable again: the limits are shared by every instance again.`
        : `Limits are shared by every instance through Redis at ${address.href}.`,
    );
    state = "shared";
  });
  const fallBack = (error?: Error & { code?: string }) => {
    if (state === "fallback" || state === "closing") return;
    state = "fallback";
    log.error(
      `Redis at ${address.href} cannot be reached (${error?.code ?? error?.message ?? "connection closed"}): each instance counts the limits in its own memory until it is back.`,
    );
  };
  client.on("error", fallBack);
  client.on("close", () => fallBack());

  const store: LimiterStore = (settings) =>
    new RateLimiterRedis({
      storeClient: client,
      keyPrefix: settings.name,
      points: settings.max,
      duration: settings.windowSeconds,
      // While the connection is down, the insurance answers without asking Redis at all.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new MemoryLimiter(settings),
    });
  return {
    store,
    isReachable: () => client.status === "ready",
    close: async () => {
      state = "closing";
      if (client.status === "ready")
        await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}

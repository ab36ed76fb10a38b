// The site's limits, all made by one maintained limiter (rate-limiter-flexible) from one kind
// of store, which the server passes in: memory here; a shared store (Redis, with a memory
// store as its insurance) can take its place for several instances without other changes.
import { LRUCache } from "lru-cache";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimiterAbstract } from "rate-limiter-flexible";

import type { RateLimit } from "../app/load-context";

export type LimitSettings = {
  /** What is counted, so limits sharing a store keep their counts apart. */
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
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (rejection) {
        // A refusal comes as a result; anything else is a failure of the store.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(
            1,
            Math.ceil(rejection.msBeforeNext / 1000),
          ),
        };
      }
    },
  };
}

/**
 * Counts in this process's memory, bounded: past `maxClients` keys the one counted least
 * recently is forgotten, so a flood of addresses cannot grow it without end. Keys are
 * validated addresses (at most a /64 written out), which bounds the bytes as well.
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

  override consume(
    key: string | number,
    points?: number,
    options?: Record<string, unknown>,
  ) {
    this.#recent.set(String(key), true);
    return super.consume(key, points, options);
  }
}

/** The default store: each limit counts in memory. */
export const memoryStore: LimiterStore = (settings) =>
  new MemoryLimiter(settings);

// The forms' limits, made by one maintained limiter (rate-limiter-flexible) and keyed by a checked
// address. They count in this process's memory, or with REDIS_URL in Redis, shared by every
// instance, with memory as the insurance: while Redis is away each instance counts alone, so a
// form is never unlimited and never a 500 (docs/decisions/013).
import { isIP } from "node:net";

import ipaddr from "ipaddr.js";
import { LRUCache } from "lru-cache";
import { RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import { RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimiterAbstract } from "rate-limiter-flexible";

import type { RateLimit, RedisStatus } from "../app/load-context";

type Settings = { name: string; max: number; windowSeconds: number };
type LimiterStore = (settings: Settings) => RateLimiterAbstract;
export type LimitStore = {
  store: LimiterStore;
  status: () => RedisStatus;
  close: () => Promise<void>;
};

export function createRateLimit(settings: Settings, store: LimiterStore) {
  const limiter = store(settings);
  return {
    consume: (key) =>
      limiter.consume(key).then(
        () => ({ allowed: true }),
        (refusal: unknown) => {
          // A refusal comes as a result; anything else is a failure of the store.
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          const seconds = Math.ceil(refusal.msBeforeNext / 1000);
          return { allowed: false, retryAfterSeconds: Math.max(1, seconds) };
        },
      ),
    refund: (key) => limiter.reward(key, 1).then(() => {}),
  } satisfies RateLimit;
}

/** In memory, bounded: past 50,000 clients the one counted least recently is forgotten. */
export class MemoryLimiter extends RateLimiterMemory {
  // A client leaves this list only when it is pushed out: none is deleted, and each holds `true`.
  #recent = new LRUCache<string, true>({
    max: 50_000,
    dispose: (_value, key) => void this.delete(key),
  });

  constructor({ name, max, windowSeconds }: Settings) {
    super({ keyPrefix: name, points: max, duration: windowSeconds });
  }

  override consume(key: string | number, points?: number) {
    this.#recent.set(String(key), true);
    return super.consume(key, points);
  }
}

export const memoryStore: LimiterStore = (settings) =>
  new MemoryLimiter(settings);

const inMemory: LimitStore = {
  store: memoryStore,
  status: () => "not used",
  close: async () => {},
};

// No request waits on a Redis that has gone: while the connection is down a command is refused
// at once. One with no answer fails after a second and drops the connection, so a Redis that
// hangs is reported unreachable, as one that is down. It reconnects for as long as the server runs.
// The client is loaded only when Redis is named: loading it costs a quarter of a second of a
// server's start, which an instance counting in memory does not need.
export async function limitStore(
  redisUrl: string | undefined,
): Promise<LimitStore> {
  if (!redisUrl) return inMemory;
  const { Redis } = await import("ioredis");
  const client = new Redis(redisUrl, {
    connectTimeout: 2000,
    socketTimeout: 1000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
  });
  const where = new URL(redisUrl);
  where.username = where.password = "";
  // One line when the limits fall back to memory, one when they are shared again.
  let shared: boolean | undefined;
  let closing = false;
  const say = (now: boolean, why?: string) => {
    if (closing || shared === now) return;
    console[now ? "log" : "error"](
      !now
        ? `Redis at ${where} cannot be reached (${why}): each instance counts the limits in its own memory until it is back.`
        : shared === false
          ? `Redis at ${where} is reachable again: the limits are shared by every instance again.`
          : `Limits are shared by every instance through Redis at ${where}.`,
    );
    shared = now;
  };
  client.on("ready", () => say(true));
  client.on("error", (error: Error & { code?: string }) =>
    say(false, error.code ?? error.message),
  );
  client.on("close", () => say(false, "connection closed"));
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
    status: () => (client.status === "ready" ? "reachable" : "unreachable"),
    close: async () => {
      closing = true;
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/**
 * Who counts as one client: an IPv4 address (also when written in IPv6 form), or an IPv6
 * address's /64, since one household or server usually holds a whole /64 and could otherwise
 * take a new address for every request. The first of `addresses` that is an address counts;
 * none gets null: a limit is never keyed by text a client wrote.
 */
export function clientKey(
  ...addresses: Array<string | undefined>
): string | null {
  const bare = addresses
    .map((address) => address?.split("%")[0])
    .find((address) => address && isIP(address) !== 0);
  if (!bare) return null;
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...network, 0, 0, 0, 0]).toString()}/64`;
}

// A per-client limit on submissions, kept in memory. Memory stays bounded: clients whose last
// counted submission has left the window are dropped, and past `maxClients` the longest-quiet
// client is forgotten, so a flood of distinct addresses cannot grow it without end.
import { isIPv6 } from "node:net";

export type RateLimitDecision =
  { allowed: true } | { allowed: false; retryAfterSeconds: number };

type RateLimiterOptions = {
  /** Submissions allowed per client within one window. */
  max: number;
  windowMs: number;
  maxClients?: number;
  now?: () => number;
};

export function createRateLimiter({
  max,
  windowMs,
  maxClients = 10_000,
  now = Date.now,
}: RateLimiterOptions) {
  // Times of each client's counted submissions, oldest first. The map itself is kept in the
  // order of each client's latest counted submission, so stale clients sit at its front.
  const clients = new Map<string, number[]>();

  function dropStale(time: number) {
    for (const [key, times] of clients) {
      if (times[times.length - 1]! > time - windowMs) return;
      clients.delete(key);
    }
  }

  return {
    /** Counts one submission from `address`, unless the client is already at the limit. */
    hit(address: string): RateLimitDecision {
      const time = now();
      dropStale(time);
      const key = clientKey(address);
      const recent = (clients.get(key) ?? []).filter(
        (t) => t > time - windowMs,
      );
      if (recent.length >= max) {
        // A refused attempt is not counted, so the wait it is told stays true.
        clients.set(key, recent);
        const retryAfterMs = recent[0]! + windowMs - time;
        return {
          allowed: false,
          retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
        };
      }
      clients.delete(key);
      clients.set(key, [...recent, time]);
      if (clients.size > maxClients)
        clients.delete(clients.keys().next().value!);
      return { allowed: true };
    },
    /** How many clients are remembered: for tests of the memory bound. */
    get size() {
      return clients.size;
    },
  };
}

/**
 * Who counts as one client. An IPv4 address reported in IPv6 form is the IPv4 address; an IPv6
 * address counts by its /64 network, since one household or server usually holds a whole /64
 * and could otherwise use a new address for every message.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const bare = address.split("%")[0]!;
  if (!isIPv6(bare)) return address;
  const [head = "", tail] = bare.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const zeros =
    tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [
    ...headGroups,
    ...Array<string>(Math.max(zeros, 0)).fill("0"),
    ...tailGroups,
  ];
  const network = groups
    .slice(0, 4)
    .map((group) =>
      group.includes(".") ? group : Number.parseInt(group, 16).toString(16),
    );
  return `${network.join(":")}::/64`;
}

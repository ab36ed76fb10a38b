// What the server hands every loader and action besides the request. The server fills it in
// (server/app.ts); the app declares it, so nothing in app/ needs the server's code.
import type { AppLoadContext } from "@remix-run/node";

export type RedisStatus = "reachable" | "unreachable" | "not used";

export type LimitDecision =
  { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A count of requests per client in fixed windows. */
export type RateLimit = {
  consume: (clientKey: string) => Promise<LimitDecision>;
};

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Who the visitor counts as for limits: a checked address, an IPv6 one by its /64. */
    clientKey: string;
    /** The contact form's strict per-client limit. */
    contactLimit: RateLimit;
    /** The accent form's generous per-client limit. */
    accentLimit: RateLimit;
    /** Whether this server can render its home page now. */
    canRenderHomePage: () => Promise<boolean>;
    /** Whether the limits are shared through Redis now; "not used" without REDIS_URL. */
    redisStatus: () => RedisStatus;
  }
}

export type { AppLoadContext };

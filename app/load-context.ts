// What the server hands every loader and action besides the request.
import type { AppLoadContext } from "@remix-run/node";

import type { RateLimit } from "../server/rate-limits";

export type RedisStatus = "reachable" | "unreachable" | "not used";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Who the visitor counts as for limits: a checked address, an IPv6 one by its /64. */
    clientKey: string;
    /** The contact form's per-client limit. */
    contactLimit: RateLimit;
    /** Whether this server can render its home page, asked over its private listener. */
    canRenderHomePage: () => Promise<boolean>;
    /** Whether the limits are shared through Redis now; "not used" without REDIS_URL. */
    redisStatus: () => RedisStatus;
  }
}

export type { AppLoadContext };

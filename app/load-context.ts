// What the server hands every loader and action besides the request. The server fills it in
// (server/app.ts); the app declares it, so nothing in app/ needs the server's code. Loaders and
// actions read it with `context.get(siteContext)`.
import { createContext, RouterContextProvider } from "react-router";

import type { ContactMessage } from "~/messages/contact-message";
import type { Env } from "~/utils/env.server";

export type RedisStatus = "reachable" | "unreachable" | "not used";

export type LimitDecision =
  { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A count per client in fixed windows. */
export type RateLimit = {
  /** Counts one, unless the client has used up the window's allowance. */
  consume: (clientKey: string) => Promise<LimitDecision>;
  /** Gives one back: what was counted did not happen after all. */
  refund: (clientKey: string) => Promise<void>;
};

export type SiteContext = {
  /** The server's configuration, checked when it started. */
  env: Env;
  /** Who the visitor counts as for limits: a checked address, an IPv6 one by its /64. */
  clientKey: string;
  /** Messages kept from one client. */
  contactLimit: RateLimit;
  /** Every message one client tries to send, kept or not: it guards the store and the quota. */
  contactAttemptLimit: RateLimit;
  /**
   * Keeps a checked message, with the code of the language of the page it was sent from, for
   * delivery; false when it could not be kept (the outbox).
   */
  keepMessage: (
    message: ContactMessage & { language: string },
  ) => Promise<boolean>;
  /** The accent form's generous per-client limit. */
  accentLimit: RateLimit;
  /** Renders one of the site's addresses afresh, as a visitor's GET for it would be. */
  renderPage: (path: string) => Promise<Response>;
  /** Whether the limits are shared through Redis now; "not used" without REDIS_URL. */
  redisStatus: () => RedisStatus;
};

export const siteContext = createContext<SiteContext>();

/**
 * A request's context, holding the site's. The server reaches it through the app's server entry
 * (app/entry.server.tsx): the key loaders read by is an object of the app's own build, which the
 * server, bundled apart, could not make itself.
 */
export function siteLoadContext(site: SiteContext) {
  const context = new RouterContextProvider();
  context.set(siteContext, site);
  return context;
}

/** What the server takes from the app's server entry besides the render. */
export type SiteEntry = { siteLoadContext: typeof siteLoadContext };

// Loaders' and actions' `context` is the router's context provider (middleware is on).
declare module "react-router" {
  interface Future {
    v8_middleware: true;
  }
}

import type { RequestHandler } from "express";

import { clientKey } from "../app/utils/rate-limit.server";

type RateLimitOptions = {
  /** Requests per client per window; 0 turns the limit off. */
  max: number;
  windowMs: number;
  /** Clients remembered at most; past it the oldest window is forgotten. */
  maxClients?: number;
  now?: () => number;
};

/**
 * A generous limit on pages and data for each client, counted in fixed windows: enough for any
 * reader, not for a script hammering the renderer. (The contact form has its own, strict one.)
 */
export function rateLimit({
  max,
  windowMs,
  maxClients = 50_000,
  now = Date.now,
}: RateLimitOptions): RequestHandler {
  // Map order is the order windows were opened in, so the oldest sit at the front.
  const windows = new Map<string, { start: number; count: number }>();

  return (request, response, next) => {
    if (max === 0) return next();
    const time = now();
    const key = clientKey(
      request.ip ?? request.socket.remoteAddress ?? "unknown",
    );
    let window = windows.get(key);
    if (!window || time - window.start >= windowMs) {
      windows.delete(key);
      window = { start: time, count: 0 };
      windows.set(key, window);
      if (windows.size > maxClients)
        windows.delete(windows.keys().next().value!);
    }
    window.count += 1;
    if (window.count <= max) return next();
    const retryAfter = Math.ceil((window.start + windowMs - time) / 1000);
    response
      .status(429)
      .set("Retry-After", String(retryAfter))
      .type("text/plain")
      .send(`Too many requests. Please try again in ${retryAfter} seconds.`);
  };
}

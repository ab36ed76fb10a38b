// How long a client may take to send a request, and how many connections it may hold.
import { createServer } from "node:http";
import type { RequestListener, Server } from "node:http";

import { clientKey } from "./client-key";

export type ConnectionLimits = {
  maxConnections: number;
  maxConnectionsPerClient: number;
  /** A connection from a trusted proxy carries many visitors: it counts only in the total. */
  isTrustedProxy: (address: string) => boolean;
};

export type Timeouts = {
  /** The whole request, headers and body, must arrive within this; then 408 and closed. */
  requestTimeout: number;
  /** The headers must arrive within this. */
  headersTimeout: number;
  /** How often Node looks for requests past those times (its default is every 30 s). */
  connectionsCheckingInterval: number;
};

/** A stalled body is cut off within 30 s (Node's default is 300 s), slow headers within 20 s. */
export const DEFAULT_TIMEOUTS: Timeouts = {
  requestTimeout: 30_000,
  headersTimeout: 20_000,
  connectionsCheckingInterval: 1_000,
};

export function createHttpServer(
  listener: RequestListener,
  timeouts: Timeouts = DEFAULT_TIMEOUTS,
): Server {
  return createServer(timeouts, listener);
}

/**
 * Caps connections in total (Node refuses past `maxConnections`) and per client, keyed as the
 * rate limits are; a client past its share has its new connection closed at once.
 */
export function limitConnections(server: Server, limits: ConnectionLimits) {
  server.maxConnections = limits.maxConnections;
  // Only open connections are counted, so the map holds at most maxConnections keys.
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress;
    if (!address || limits.isTrustedProxy(address)) return;
    const key = clientKey(address) ?? address;
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.maxConnectionsPerClient) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once("close", () => {
      const left = open.get(key)! - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

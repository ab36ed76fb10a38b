// How long a client may take to send a request, and how many connections it may hold.
import type { Server } from "node:http";

import { clientKey } from "./limits";

/**
 * The whole request must arrive within 30 s (Node's default is 300 s), its headers within 20 s;
 * then 408 and the connection is closed. Node looks for such requests every second rather than
 * every 30 s, so a stalled body is cut off on time, not up to half a minute late.
 */
export const DEFAULT_TIMEOUTS = {
  requestTimeout: 30_000,
  headersTimeout: 20_000,
  connectionsCheckingInterval: 1_000,
};

/**
 * Caps connections in total (Node refuses past `maxConnections`) and per client, keyed as the
 * limits are; a client past its share has its new connection closed at once. A trusted proxy
 * carries many visitors: its connections count only in the total.
 */
export function limitConnections(
  server: Server,
  limits: { total: number; perClient: number },
  /** Express's "trust proxy" test, asked of the first hop. */
  isTrustedProxy: (address: string, hop: number) => boolean,
) {
  server.maxConnections = limits.total;
  // Only open connections are counted, so the map holds at most `total` keys.
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress;
    if (!address || isTrustedProxy(address, 0)) return;
    const key = clientKey(address) ?? address;
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.perClient) return void socket.destroy();
    open.set(key, count);
    socket.once("close", () => {
      const left = open.get(key)! - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

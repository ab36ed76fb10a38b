import type { Server } from "node:http";

/**
 * Stops taking new connections, lets the requests in flight finish, and resolves once they
 * have (or once `timeoutMs` has passed, cutting off whatever is left). Idle keep-alive
 * connections are closed at once, so they do not hold the stop up.
 */
export function closeGracefully(
  server: Server,
  timeoutMs: number,
): Promise<"drained" | "timed out"> {
  return new Promise((resolve) => {
    // A connection becomes idle when the answer it was waiting for is sent: close it then.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => {
      clearInterval(sweep);
      server.closeAllConnections();
      resolve("timed out");
    }, timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve("drained");
    });
    server.closeIdleConnections();
  });
}

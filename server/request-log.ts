import type { IncomingMessage, ServerResponse } from "node:http";

import { HEALTH_CHECK_USER_AGENT } from "../app/utils/self-check.server";

/**
 * Writes one line per request once it is answered: method, path, status, time taken, bytes.
 * The health check and its own probe of the home page are left out, or they would fill the log.
 */
export function logRequest(
  request: IncomingMessage,
  response: ServerResponse,
  write: (line: string) => void = console.log,
): void {
  if (
    request.url === "/healthz" ||
    request.headers["user-agent"] === HEALTH_CHECK_USER_AGENT
  ) {
    return;
  }
  const started = process.hrtime.bigint();
  response.once("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const bytes = response.getHeader("Content-Length") ?? "-";
    write(
      `${request.method} ${request.url} ${response.statusCode} ${ms.toFixed(1)}ms ${bytes}`,
    );
  });
}

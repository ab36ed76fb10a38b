import type { RequestHandler } from "express";

import { HEALTH_CHECK_USER_AGENT } from "../app/utils/self-check.server";

/**
 * One line per request once it is answered: method, path, status, time taken, bytes. The
 * health check and its own probe of the home page are left out, or they would fill the log.
 */
export function requestLog(): RequestHandler {
  return (request, response, next) => {
    if (
      request.path === "/healthz" ||
      request.get("User-Agent") === HEALTH_CHECK_USER_AGENT
    ) {
      return next();
    }
    const started = process.hrtime.bigint();
    response.once("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const bytes = response.get("Content-Length") ?? "-";
      console.log(
        `${request.method} ${request.originalUrl} ${response.statusCode} ${ms.toFixed(1)}ms ${bytes}`,
      );
    });
    next();
  };
}

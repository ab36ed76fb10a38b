import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

import { createRequestHandler as createExpressHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/node";
import compression from "compression";
import express from "express";
import type { Request } from "express";

import { pageCacheControl } from "../app/utils/cache-policy.server";

import { compressedAssets } from "./compressed-assets";
import type { ServerConfig } from "./config";
import { pageCache } from "./page-cache";
import { pageKey } from "./page-key";
import { rateLimit } from "./rate-limit";
import { requestLimits } from "./request-limits";
import { logRequest } from "./request-log";
import {
  defaultContentSecurityPolicy,
  securityHeaders,
} from "./security-headers";

const loadContext = (request: Request) => ({
  clientAddress: request.ip ?? request.socket.remoteAddress ?? "unknown",
});

/**
 * The whole site as one request listener. Every request is logged and gets the security
 * headers; a page kept in memory is answered right there, with nothing else to run, like a
 * static file; everything else goes through the Express app.
 */
export function createSite(
  build: ServerBuild,
  config: ServerConfig,
  publicDir: string,
) {
  const setSecurityHeaders = securityHeaders(config);
  const renderPage = createRequestHandler(build, "production");
  const pages = pageCache({
    keyFor: pageKey,
    cacheControlFor: (request) => pageCacheControl(request.headers.cookie),
    maxEntries: config.pageCacheEntries,
    render: (request) =>
      renderPage(toFetchRequest(request), loadContext(request)),
  });
  const app = createApp(build, config, publicDir, pages.middleware);

  return (request: IncomingMessage, response: ServerResponse) => {
    if (config.requestLog) logRequest(request, response);
    setSecurityHeaders(response);
    if (pages.serveKept(request, response)) return;
    app(request, response);
  };
}

/** What is not a kept page, in the order it meets it. */
function createApp(
  build: ServerBuild,
  config: ServerConfig,
  publicDir: string,
  renderAndKeepPages: express.RequestHandler,
) {
  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy the visitor's address is in X-Forwarded-For; trust it only when told.
  if (config.trustProxy !== undefined)
    app.set("trust proxy", config.trustProxy);

  app.use(requestLimits());
  app.use(defaultContentSecurityPolicy());

  // Files: the build's, compressed ahead of time and cacheable for good (their names change
  // with their content); the rest of public/ briefly. Neither counts toward the rate limit.
  const buildDir = path.join(publicDir, "build");
  app.use(compressedAssets(buildDir, "/build"));
  app.use(compression());
  app.use(
    "/build",
    express.static(buildDir, { immutable: true, maxAge: "1y" }),
  );
  app.use(express.static(publicDir, { maxAge: "1h" }));

  // The limit guards the work of rendering: kept pages and files cost less and are not counted.
  app.use(
    rateLimit({ max: config.rateLimitMax, windowMs: config.rateLimitWindowMs }),
  );
  app.use(renderAndKeepPages);

  app.all(
    "*",
    createExpressHandler({
      build,
      mode: "production",
      getLoadContext: loadContext,
    }),
  );
  return app;
}

/** A page request (always a GET: a HEAD is answered from the GET's page) as Remix takes it. */
function toFetchRequest(request: Request): globalThis.Request {
  const url = new URL(request.originalUrl, `${request.protocol}://localhost`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  return new globalThis.Request(url, { headers });
}

import path from "node:path";

import { createRequestHandler as createExpressHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/node";
import compression from "compression";
import express from "express";
import type { Request } from "express";

import type { ServerConfig } from "./config";
import { pageCache } from "./page-cache";
import { pageKey } from "./page-key";
import { rateLimit } from "./rate-limit";
import { requestLimits } from "./request-limits";
import { requestLog } from "./request-log";
import { securityHeaders } from "./security-headers";

const loadContext = (request: Request) => ({
  clientAddress: request.ip ?? request.socket.remoteAddress ?? "unknown",
});

/** The site as an Express app, in the order every request meets it. */
export function createApp(
  build: ServerBuild,
  config: ServerConfig,
  publicDir: string,
) {
  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy the visitor's address is in X-Forwarded-For; trust it only when told.
  if (config.trustProxy !== undefined)
    app.set("trust proxy", config.trustProxy);

  if (config.requestLog) app.use(requestLog());
  app.use(securityHeaders(config));
  app.use(requestLimits());

  app.use(compression());
  // Fingerprinted build output can be cached for good; everything else in public/ briefly.
  app.use(
    "/build",
    express.static(path.join(publicDir, "build"), {
      immutable: true,
      maxAge: "1y",
    }),
  );
  app.use(express.static(publicDir, { maxAge: "1h" }));

  app.use(
    rateLimit({ max: config.rateLimitMax, windowMs: config.rateLimitWindowMs }),
  );

  const renderPage = createRequestHandler(build, "production");
  app.use(
    pageCache({
      keyFor: pageKey,
      maxEntries: config.pageCacheEntries,
      render: (request) => {
        const url = new URL(
          request.originalUrl,
          `${request.protocol}://localhost`,
        );
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (typeof value === "string") headers.set(name, value);
        }
        return renderPage(
          new globalThis.Request(url, { headers }),
          loadContext(request),
        );
      },
    }),
  );

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

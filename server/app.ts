import path from "node:path";

import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import type { ErrorRequestHandler, Request, RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";

import { pageCacheControl } from "../app/utils/cache-policy.server";
import type { Env } from "../app/utils/env.server";

import { clientKey } from "./client-key";
import { isSelfCheck } from "./health-check";
import { pageCache } from "./page-cache";
import { hasSharedAccent, pageKey } from "./page-key";
import { createRateLimit } from "./rate-limits";
import type { LimiterStore, RateLimit } from "./rate-limits";
import { remix } from "./remix";
import {
  requestLimits,
  sameOriginPosts,
  wellFormedRequests,
} from "./request-checks";
import { requestLog } from "./request-log";
import { securityHeaders } from "./security-headers";

export type SiteOptions = {
  build: ServerBuild;
  env: Env;
  /** public/, served as it is. */
  publicDir: string;
  /** The client build, served under /build/. */
  assetsDir: string;
  /** Where the limits count: memory in one process, or a store shared by several. */
  store: LimiterStore;
  canRenderHomePage: () => Promise<boolean>;
  /** Whether the shared store answers now; left out when the limits count in memory. */
  isStoreReachable?: () => boolean;
};

/**
 * The whole site as one Express app. Every request takes the same path, in this order: the
 * log, the security headers, the checks that refuse what no page can use, compression, static
 * files, the page limit, the same-origin check for forms, the page cache, and Remix.
 */
export function createSite(options: SiteOptions) {
  const { build, env, store } = options;
  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy the visitor's address is in X-Forwarded-For; trust it only as told.
  if (env.trustProxy !== false) app.set("trust proxy", env.trustProxy);

  if (env.requestLog) app.use(requestLog());
  app.use(securityHeaders(env));
  app.use(wellFormedRequests());
  app.use(requestLimits());
  app.use(compression());

  // Files: the build's, compressed ahead of time and cacheable for good (their names change
  // with their content); the rest of public/ briefly. Neither counts toward the page limit.
  app.use(
    "/build",
    expressStaticGzip(options.assetsDir, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      serveStatic: { immutable: true, maxAge: "1y" },
    }),
  );
  const publicFiles = express.static(options.publicDir, { maxAge: "1h" });
  // Every file there has an extension and no page does: pages skip the file system look-up.
  app.use((request, response, next) =>
    path.extname(request.path) ? publicFiles(request, response, next) : next(),
  );

  if (env.pageLimit.max > 0)
    app.use(
      limitPages(createRateLimit({ name: "pages", ...env.pageLimit }, store)),
    );
  app.use(sameOriginPosts(env.siteUrl));

  const contactLimit = createRateLimit(
    { name: "contact", ...env.contactLimit },
    store,
  );
  const site = remix(build, env.mode, (request) => ({
    clientKey: clientOf(request),
    contactLimit,
    canRenderHomePage: options.canRenderHomePage,
    redisStatus: () => {
      if (!options.isStoreReachable) return "not used";
      return options.isStoreReachable() ? "reachable" : "unreachable";
    },
  }));
  app.use(
    pageCache({
      render: site.render,
      keyFor: pageKey,
      isShared: hasSharedAccent,
      cacheControlFor: (request) => pageCacheControl(request.headers.cookie),
      maxEntries: env.pageCacheEntries,
    }),
  );
  app.all("*", site.handler);
  app.use(answerErrors);
  return app;
}

/** The visitor's key: Express's address for them (the proxy's report when trusted), checked. */
function clientOf(request: Request): string {
  return (
    clientKey(request.ip) ??
    clientKey(request.socket.remoteAddress) ??
    "unknown"
  );
}

/**
 * A generous limit on pages and data for each client: enough for any reader, not for a script
 * hammering the renderer. The health check and its own request are never counted, so no
 * client can make the site look unhealthy. (The contact form has its own, strict limit.)
 */
function limitPages(limit: RateLimit): RequestHandler {
  return async (request, response, next) => {
    if (isSelfCheck(request) || request.path === "/healthz") return next();
    try {
      const decision = await limit.consume(clientOf(request));
      if (decision.allowed) return next();
      const wait = decision.retryAfterSeconds;
      response
        .status(429)
        .set("Retry-After", String(wait))
        .type("text/plain")
        .send(`Too many requests. Please try again in ${wait} seconds.`);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * What reaches here failed: a client's mistake found on the way (a 4xx from the static files,
 * say) is answered with its status and no log; anything else is logged and answered 500.
 */
const answerErrors: ErrorRequestHandler = (
  error,
  _request,
  response,
  _next,
) => {
  const status = (error as { status?: unknown }).status;
  const clientMistake =
    typeof status === "number" && status >= 400 && status < 500;
  if (!clientMistake) console.error(error);
  if (response.headersSent) return response.destroy();
  response
    .status(clientMistake ? status : 500)
    .type("text/plain")
    .send(
      clientMistake
        ? "This request cannot be answered."
        : "Something went wrong. Please try again in a moment.",
    );
};

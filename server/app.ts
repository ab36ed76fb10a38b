import path from "node:path";

import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/node";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express from "express";
import type { ErrorRequestHandler, Request, RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";

import type { Env } from "../app/utils/env.server";
import { DOCUMENT_PATHS, NOT_FOUND_PATH } from "../app/pages";

import { clientKey } from "./client-key";
import { keptDocuments } from "./documents";
import { createRateLimit } from "./rate-limits";
import type { LimiterStore } from "./rate-limits";
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
  /** Whether the shared store answers now; left out when the limits count in memory. */
  isStoreReachable?: () => boolean;
};

// The health check renders the home page at most once a second, however often it is asked.
const HEALTH_CHECK_REUSE_MS = 1000;

/**
 * The whole site as one Express app. Every request takes the same path, in this order: the
 * log, the security headers, the checks that refuse what no page can use, the build's files,
 * compression, the rest of public/, the pages (rendered once and kept, compressed ahead), the
 * same-origin check for forms, and Remix, which answers the forms and the few other addresses.
 */
export async function createSite(options: SiteOptions) {
  const { build, env, store } = options;
  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy the visitor's address is in X-Forwarded-For; trust it only as told.
  if (env.trustProxy !== false) app.set("trust proxy", env.trustProxy);

  const handle = createRequestHandler(build, env.mode);
  const limits = {
    contactLimit: createRateLimit(
      { name: "contact", ...env.contactLimit },
      store,
    ),
    accentLimit: createRateLimit({ name: "accent", ...env.accentLimit }, store),
  };
  const loadContext = (client: string): AppLoadContext => ({
    clientKey: client,
    ...limits,
    canRenderHomePage,
    redisStatus: () => {
      if (!options.isStoreReachable) return "not used";
      return options.isStoreReachable() ? "reachable" : "unreachable";
    },
  });
  const render = (pagePath: string) =>
    handle(new Request(new URL(pagePath, env.siteUrl)), loadContext("server"));

  let lastCheck: { at: number; healthy: Promise<boolean> } | undefined;
  function canRenderHomePage() {
    if (!lastCheck || Date.now() - lastCheck.at >= HEALTH_CHECK_REUSE_MS)
      lastCheck = {
        at: Date.now(),
        healthy: render("/").then(
          (response) => response.status === 200,
          () => false,
        ),
      };
    return lastCheck.healthy;
  }

  if (env.requestLog) app.use(requestLog());
  app.use(securityHeaders(env));
  app.use(wellFormedRequests());
  app.use(requestLimits());
  // The build's files are compressed ahead of time and kept for good: their names change with
  // their content.
  app.use(
    "/build",
    expressStaticGzip(options.assetsDir, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      serveStatic: { immutable: true, maxAge: "1y" },
    }),
  );
  app.use(compression());
  const publicFiles = express.static(options.publicDir, { maxAge: "1h" });
  // Every file there has an extension and no page does: pages skip the file system look-up.
  app.use((request, response, next) =>
    path.extname(request.path) ? publicFiles(request, response, next) : next(),
  );
  app.use(
    await keptDocuments({
      build,
      render,
      paths: DOCUMENT_PATHS,
      notFoundPath: NOT_FOUND_PATH,
    }),
  );
  app.use(sameOriginPosts(env.siteUrl));
  app.all(
    "*",
    remix(handle, (request) => loadContext(clientOf(request))),
  );
  app.use(answerErrors);
  return app;
}

/** Every other request, with its URL from the checked Host header and Express's protocol. */
function remix(
  handle: ReturnType<typeof createRequestHandler>,
  loadContext: (request: Request) => AppLoadContext,
): RequestHandler {
  return async (request, response, next) => {
    try {
      const fetchRequest = createRequest(request, response, {
        protocol: `${request.protocol}:`,
      });
      await sendResponse(
        response,
        await handle(fetchRequest, loadContext(request)),
      );
    } catch (error) {
      next(error);
    }
  };
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

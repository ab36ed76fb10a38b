import path from "node:path";

import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/node";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express from "express";
import type { ErrorRequestHandler, Request } from "express";
import expressStaticGzip from "express-static-gzip";
import morgan from "morgan";

import { DOCUMENT_PATHS, NOT_FOUND_PATH } from "../app/pages";
import type { Env } from "../app/utils/env.server";

import { clientKey } from "./client-key";
import { keptDocuments } from "./documents";
import { createRateLimit } from "./limits";
import type { LimiterStore } from "./limits";
import {
  requestLimits,
  sameOriginPosts,
  wellFormedRequests,
} from "./request-checks";
import { securityHeaders } from "./security-headers";

export type SiteOptions = {
  build: ServerBuild;
  env: Env;
  /** public/, served as it is; the client build is its build/ folder. */
  publicDir: string;
  assetsDir: string;
  /** Where the limits count: memory in one process, or Redis for several. */
  store: LimiterStore;
  /** Whether Redis answers now; left out when the limits count in memory. */
  isStoreReachable?: () => boolean;
};

/**
 * The whole site as one Express app. Every request takes the same path, in this order: the log,
 * the security headers, the checks that refuse what no page can use, the build's files, compression,
 * the rest of public/, the pages (rendered once and kept), the same-origin check for forms, and
 * Remix, which answers the forms and the site's few other addresses.
 */
export async function createSite(options: SiteOptions) {
  const { build, env, store, isStoreReachable } = options;
  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy the visitor's address is in X-Forwarded-For; trust it only as told.
  if (env.trustProxy !== false) app.set("trust proxy", env.trustProxy);

  const handle = createRequestHandler(build, env.mode);
  const limits = Object.fromEntries(
    Object.entries(env.limits).map(([name, settings]) => [
      name,
      createRateLimit({ name, ...settings }, store),
    ]),
  ) as Record<keyof Env["limits"], ReturnType<typeof createRateLimit>>;
  const context = (client: string): AppLoadContext => ({
    clientKey: client,
    ...limits,
    canRenderHomePage,
    redisStatus: () =>
      !isStoreReachable
        ? "not used"
        : isStoreReachable()
          ? "reachable"
          : "unreachable",
  });
  const render = (page: string) =>
    handle(new Request(new URL(page, env.siteUrl)), context("server"));

  // The health check renders the home page afresh, at most once a second however often asked.
  let lastCheck: { at: number; healthy: Promise<boolean> } | undefined;
  function canRenderHomePage() {
    if (!lastCheck || Date.now() - lastCheck.at >= 1000) {
      const healthy = render("/").then(
        (page) => page.status === 200,
        () => false,
      );
      lastCheck = { at: Date.now(), healthy };
    }
    return lastCheck.healthy;
  }

  if (env.requestLog)
    app.use(
      morgan(":method :url :status :response-time[1] ms :res[content-length]"),
    );
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
  app.all("*", async (request, response, next) => {
    try {
      // The URL from the checked Host header, with the protocol Express worked out.
      const fetchRequest = createRequest(request, response, {
        protocol: `${request.protocol}:`,
      });
      await sendResponse(
        response,
        await handle(fetchRequest, context(clientOf(request))),
      );
    } catch (error) {
      next(error);
    }
  });
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

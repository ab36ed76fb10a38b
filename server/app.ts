// The whole site as one Express app. Every request takes the same path: the log, the security
// headers, the checks that refuse what no page can use, the build's files and pictures, the old
// tab addresses sent to their pages, the pages (rendered once and kept), public/'s files
// (compressed ahead by the build, or as they are sent), the check that an address reaches a route
// and a post a form, the same-origin check for forms, and React Router, which answers the forms
// and the site's few other addresses. In development Vite's middleware answers for the app's
// modules, as they are.
import path from "node:path";

import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express from "express";
import type { ErrorRequestHandler, RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerBuild } from "react-router";

import { blogDocumentPaths } from "../app/blog/posts.server";
import type { SiteContext, SiteEntry } from "../app/load-context";
import type { Env } from "../app/utils/env.server";
import { PICTURE_DIRECTORY, PICTURE_PATH } from "../app/pictures/picture-set";
import {
  countPageViews,
  countReportedViews,
  VIEW_BEACON_PATH,
} from "../app/visits/visits.server";
import type { Visits } from "../app/visits/visits.server";

import { keptDocuments } from "./documents";
import { clientKey, createRateLimit } from "./limits";
import type { LimitStore } from "./limits";
import { oldTabAddresses } from "./old-addresses";
import * as checks from "./request-checks";
import { routeTable } from "./route-table";
import { securityHeaders } from "./security-headers";
import { unpublishedPictures } from "./unpublished-pictures";

/** What the app is built into: read once in production; in development, Vite's as it changes. */
export type SiteBuild = {
  serverBuild: ServerBuild | (() => Promise<ServerBuild>);
  /** The client build's files, compressed ahead; or, in development, Vite's middleware. */
  assets: string | RequestHandler;
  /** Called after each edit of the app or its content, in development. */
  onChange?: (listener: () => void) => void;
  close?: () => Promise<void>;
};

export async function createSite(
  build: SiteBuild,
  env: Env,
  limits: LimitStore,
  keepMessage: SiteContext["keepMessage"],
  /** Counts the views of the kept pages; null when VISITS=off. */
  visits: Visits | null = null,
) {
  const limit = (name: keyof Env["limits"]) =>
    createRateLimit({ name, ...env.limits[name] }, limits.store);
  const shared = {
    env,
    contactLimit: limit("contactLimit"),
    contactAttemptLimit: limit("contactAttemptLimit"),
    accentLimit: limit("accentLimit"),
    keepMessage,
    renderPage: (page: string) =>
      handle(new Request(new URL(page, env.siteUrl)), "server"),
    redisStatus: limits.status,
  };
  const serverBuild = async () =>
    typeof build.serverBuild === "function"
      ? build.serverBuild()
      : build.serverBuild;
  // Loaded once the mode is set (getEnv sets NODE_ENV): React chooses its development or
  // production build by it when first loaded, and the app's build loads the same React.
  const { createRequestHandler, matchRoutes } = await import("react-router");
  const handler = createRequestHandler(serverBuild, env.mode);
  /** Answers a request as the app does, the client counted as `clientKey`. */
  const handle = async (request: Request, clientKey: string) => {
    const entry = (await serverBuild()).entry.module as unknown as SiteEntry;
    return handler(request, entry.siteLoadContext({ clientKey, ...shared }));
  };

  // React Router reads the query itself: Express need not parse it.
  const app = express().disable("x-powered-by").set("query parser", false);
  // Behind a proxy the visitor's address is in X-Forwarded-For: trusted only as told.
  if (env.trustProxy !== false) app.set("trust proxy", env.trustProxy);
  if (env.requestLog) app.use(requestLog);
  app.use(
    securityHeaders({ hstsMaxAgeSeconds: env.hstsMaxAgeSeconds }),
    checks.wellFormedRequests,
    checks.requestLimits,
  );
  // The client build's files are compressed ahead and kept for good: their names change with
  // their content.
  app.use(
    typeof build.assets === "string"
      ? express.Router().use(
          "/assets",
          expressStaticGzip(path.resolve(build.assets), {
            enableBrotli: true,
            orderPreference: ["br", "gzip"],
            serveStatic: { immutable: true, maxAge: "1y" },
          }),
        )
      : build.assets,
  );
  // So are the owner's pictures as the build made them (AVIF and WebP: compressed already).
  app.use(
    PICTURE_PATH,
    express.static(path.resolve(PICTURE_DIRECTORY), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      // The type list express sends by is older than AVIF.
      setHeaders: (response, file) => {
        if (file.endsWith(".avif")) response.type("image/avif");
      },
    }),
  );
  // No page has an extension, so a page is answered from memory, compressed ahead, before anything
  // compresses as it sends. What follows is: a file of public/ (one not there gets the kept 404
  // page), then React Router's answers; an address without an extension costs the file check a
  // miss.
  // public/'s text files come compressed ahead by the build (scripts/precompress.ts); public/
  // itself answers the rest, and a file added while `npm run dev` runs.
  const documents = await keptDocuments(
    build.serverBuild,
    shared.renderPage,
    () => blogDocumentPaths(env.mode),
  );
  build.onChange?.(documents.forget);
  app.use(oldTabAddresses);
  // A view of a kept page is counted once it is answered; what the limits refused, the assets
  // and pictures never come this far. Behind a CDN (VISITS=beacon) the pages report their views.
  if (visits && !env.visits.beacon)
    app.use(countPageViews(visits, documents.isPage, env.siteUrl));
  app.use((request, response, next) =>
    path.extname(request.path) ? next() : documents(request, response, next),
  );
  // The originals the build made pictures of, and files carrying metadata, stay home: 404.
  const unpublished = unpublishedPictures();
  build.onChange?.(unpublished.reread);
  app.use(
    unpublished.unless(
      expressStaticGzip(path.resolve("build/static"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { maxAge: "1h", index: false, redirect: false },
      }),
    ),
  );
  app.use(
    compression(),
    unpublished.unless(express.static("public", { maxAge: "1h" })),
    documents,
  );
  // A view reported by the page that was shown (a prerendered one, or any behind a CDN): a post
  // from the site's own pages alone, as the forms are.
  const viewLimit = limit("viewLimit");
  app.post(
    VIEW_BEACON_PATH,
    checks.sameOriginPosts(env.siteUrl),
    express.urlencoded({ extended: false, limit: "4kb", parameterLimit: 4 }),
    countReportedViews(visits, documents.isPage, env.siteUrl, (request) =>
      viewLimit
        .consume(
          clientKey(request.ip, request.socket.remoteAddress) ?? "unknown",
        )
        .then((decision) => decision.allowed),
    ),
  );
  app.use(
    checks.addressesTheRouterTakes(async (pathname) =>
      routeTable(await serverBuild(), matchRoutes)(pathname),
    ),
    checks.sameOriginPosts(env.siteUrl),
  );
  // React Router's answers replace the headers set so far (helmet's policy among them), where its
  // own Express adapter would add to them.
  app.all("*", async (request, response, next) => {
    const { ip, socket, protocol } = request;
    const fetchRequest = createRequest(request, response, {
      protocol: `${protocol}:`,
    });
    const client = clientKey(ip, socket.remoteAddress) ?? "unknown";
    await handle(fetchRequest, client)
      .then((answer) => sendResponse(response, answer))
      .catch(next);
  });
  app.use(answerErrors);
  return app;
}

/** A client's mistake found on the way (a 4xx from the static files) is answered, not logged. */
const answerErrors: ErrorRequestHandler = (error, _req, response, _next) => {
  const status = Number((error as { status?: unknown }).status);
  const mistake = status >= 400 && status < 500;
  if (!mistake) console.error(error);
  if (response.headersSent) return response.destroy();
  const text = mistake
    ? "This request cannot be answered."
    : "Something went wrong. Please try again in a moment.";
  response
    .status(mistake ? status : 500)
    .type("text/plain")
    .send(text);
};

/** One line per answer, in morgan's "tiny" format, at a fraction of its cost (decision 018). */
const requestLog: RequestHandler = (request, response, next) => {
  const started = performance.now();
  response.once("close", () => {
    const status = response.headersSent ? response.statusCode : "-";
    const length = response.getHeader("Content-Length") ?? "-";
    const ms = (performance.now() - started).toFixed(3);
    process.stdout.write(
      `${request.method} ${request.originalUrl} ${status} ${length} - ${ms} ms\n`,
    );
  });
  next();
};

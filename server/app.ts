// The whole site as one Express app. Every request takes the same path: the log, the security
// headers, the checks that refuse what no page can use, the build's files, compression, the rest
// of public/, the pages (rendered once and kept), the same-origin check for forms, and Remix,
// which answers the forms and the site's few other addresses.
import path from "node:path";

import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/node";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express from "express";
import type { ErrorRequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import morgan from "morgan";

import type { Env } from "../app/utils/env.server";

import { keptDocuments } from "./documents";
import { clientKey, createRateLimit } from "./limits";
import type { LimitStore } from "./limits";
import * as checks from "./request-checks";

export async function createSite(
  build: ServerBuild,
  env: Env,
  limits: LimitStore,
) {
  const limit = (name: keyof Env["limits"]) =>
    createRateLimit({ name, ...env.limits[name] }, limits.store);
  const shared = {
    contactLimit: limit("contactLimit"),
    contactAttemptLimit: limit("contactAttemptLimit"),
    accentLimit: limit("accentLimit"),
    renderPage: (page: string) =>
      handle(new Request(new URL(page, env.siteUrl)), context("server")),
    redisStatus: limits.status,
  };
  const context = (key: string): AppLoadContext => ({
    clientKey: key,
    ...shared,
  });
  const handle = createRequestHandler(build, env.mode);

  const app = express().disable("x-powered-by");
  // Behind a proxy the visitor's address is in X-Forwarded-For: trusted only as told.
  if (env.trustProxy !== false) app.set("trust proxy", env.trustProxy);
  if (env.requestLog) app.use(morgan("tiny"));
  // helmet's policy is the strict one for what is not a page: it may run and embed nothing. A
  // page sends its own, listing the hashes of its inline scripts.
  const { hstsMaxAgeSeconds: maxAge } = env;
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          styleSrc: ["'unsafe-inline'"],
          frameAncestors: ["'none'"],
        },
      },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: maxAge > 0 && {
        maxAge,
        includeSubDomains: true,
      },
      xFrameOptions: { action: "deny" },
    }),
  );
  app.use(
    checks.permissionsPolicy,
    checks.wellFormedRequests,
    checks.requestLimits,
  );
  // The client build's files are compressed ahead and kept for good: their names change with
  // their content. (A development build has a folder of its own.)
  const assets =
    env.mode === "development" ? "build/dev/assets" : "public/build";
  app.use(
    "/build",
    expressStaticGzip(path.resolve(assets), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      serveStatic: { immutable: true, maxAge: "1y" },
    }),
  );
  app.use(compression());
  const publicFiles = express.static("public", { maxAge: "1h" });
  // Every file there has an extension and no page does: pages skip the look-up.
  app.use((request, response, next) =>
    path.extname(request.path) ? publicFiles(request, response, next) : next(),
  );
  app.use(await keptDocuments(build, shared.renderPage));
  app.use(checks.sameOriginPosts(env.siteUrl));
  // Remix's answers replace the headers set so far (helmet's policy among them), where Remix's
  // own Express adapter would add to them.
  app.all("*", async (request, response, next) => {
    const { ip, socket, protocol } = request;
    const fetchRequest = createRequest(request, response, {
      protocol: `${protocol}:`,
    });
    const client = clientKey(ip, socket.remoteAddress) ?? "unknown";
    await handle(fetchRequest, context(client))
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

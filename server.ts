// The production server: static files, then every other request rendered by Remix.
import path from "node:path";

import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";

const BUILD_DIR = path.resolve("build");
const PUBLIC_DIR = path.resolve("public");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;

const build = (await import(path.join(BUILD_DIR, "index.js"))) as ServerBuild;

const app = express();
app.disable("x-powered-by");
// Behind a reverse proxy the visitor's address is in X-Forwarded-For; trust it only when told.
if (process.env.TRUST_PROXY)
  app.set("trust proxy", parseTrustProxy(process.env.TRUST_PROXY));
app.use(compression());

// Fingerprinted build output can be cached for good; everything else in public/ briefly.
app.use(
  "/build",
  express.static(path.join(PUBLIC_DIR, "build"), {
    immutable: true,
    maxAge: "1y",
  }),
);
app.use(express.static(PUBLIC_DIR, { maxAge: "1h" }));

app.all(
  "*",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req) => ({
      clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
    }),
  }),
);

const server = app.listen(port, host ?? "0.0.0.0", () => {
  console.log(`Listening on http://${host ?? "localhost"}:${port}`);
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}

/** "true", a hop count ("1") or Express's own list of trusted addresses ("loopback, 10.0.0.0/8"). */
function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

// Every page says the same to every visitor, so each is rendered once when the server starts (and
// again each hour, so the footer's year turns over), compressed once with the strongest settings,
// and then answered like a file: an ETag and 304, Brotli or gzip as the client takes them.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";

import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/router";
import type { AgnosticRouteObject } from "@remix-run/router";
import type { RequestHandler } from "express";
import fresh from "fresh";
import Negotiator from "negotiator";

import { DOCUMENT_PATHS, NOT_FOUND_PATH } from "../app/pages";

const ENCODINGS = ["br", "gzip", "identity"] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * `render` answers one address as a visitor's GET for it would be. Every page is kept, each
 * portfolio tab's among them, and the 404 page is kept for every unknown address.
 */
export async function keptDocuments(
  build: ServerBuild,
  render: (path: string) => Promise<Response>,
): Promise<RequestHandler> {
  const kept = new Map<string, Awaited<ReturnType<typeof keep>>>();
  const isUnknown = unknownAddresses(build);

  async function renderAll() {
    for (const path of [...DOCUMENT_PATHS, NOT_FOUND_PATH]) {
      const response = await render(path).catch((error: Error) => error);
      const expected = path === NOT_FOUND_PATH ? 404 : 200;
      // Not kept, it is rendered for each request instead, and the health check fails.
      if (response instanceof Response && response.status === expected)
        kept.set(path, await keep(response));
      else console.error(`Could not render ${path}: ${String(response)}`);
    }
  }
  await renderAll();
  setInterval(() => void renderAll(), 60 * 60 * 1000).unref();

  /** A page's own address, with one query parameter (a portfolio tab) or none; or the 404. */
  function documentFor({ pathname, searchParams }: URL) {
    // Remix's own requests (a route's data, the route manifest) are answered by Remix.
    if (searchParams.has("_data") || pathname === "/__manifest") return;
    const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : "/";
    for (const [name, value] of searchParams) {
      const page = kept.get(`${path}?${name}=${value}`);
      if (page) return page;
    }
    return (
      kept.get(path) ?? (isUnknown(path) ? kept.get(NOT_FOUND_PATH) : undefined)
    );
  }

  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const document = documentFor(new URL(request.url, "http://site"));
    if (!document) return next();
    response.setHeaders(document.headers);
    if (fresh(request.headers, { etag: document.etag }))
      return void response.status(304).end();
    const encoding = preferredEncoding(new Negotiator(request));
    const body = document.bodies[encoding];
    if (encoding !== "identity")
      response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", body.length);
    // Node sends no body to a HEAD, whatever is written.
    response.status(document.status).end(body);
  };
}

async function keep(response: Response) {
  const body = Buffer.from(await response.arrayBuffer());
  // Node's Brotli is at its strongest unless told otherwise; its gzip is not.
  const [gzipped, brotli] = await Promise.all([
    promisify(gzip)(body, { level: 9 }),
    promisify(brotliCompress)(body),
  ]);
  // The same bytes give the same tag on every instance built from the same source.
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const headers = new Headers(response.headers);
  headers.set("ETag", etag);
  headers.set("Vary", "Accept-Encoding");
  return {
    status: response.status,
    headers,
    etag,
    bodies: { identity: body, gzip: gzipped, br: brotli },
  };
}

// Whether an address reaches no route but the catch-all (the 404 page), asked of the app's own
// routes, so a resource route (the health check, the accent's stylesheet) never counts as one.
function unknownAddresses(build: ServerBuild) {
  const children = (parentId?: string): AgnosticRouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route.parentId === parentId)
      .map(({ id, index, path }) =>
        index ? { id, index } : { id, path, children: children(id) },
      );
  const routes = children();
  return (path: string) =>
    matchRoutes(routes, path)?.at(-1)?.route.path === "*";
}

// The smallest encoding the client takes at all, whatever weights it gives: browsers list gzip
// first with the same weight as br, which is no preference.
function preferredEncoding(negotiator: Negotiator): Encoding {
  const accepted = negotiator.encodings([...ENCODINGS]);
  return (
    ENCODINGS.find((encoding) => accepted.includes(encoding)) ?? "identity"
  );
}

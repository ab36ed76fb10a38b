// Every page says the same to every visitor, so each is rendered once when the server starts (and
// again each hour, so the footer's year turns over), compressed once with the strongest settings,
// and then answered like a file: an ETag and 304, Brotli or gzip as the client takes them.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/router";
import type { AgnosticRouteObject } from "@remix-run/router";
import type { RequestHandler } from "express";
import fresh from "fresh";
import Negotiator from "negotiator";

const REFRESH_MS = 60 * 60 * 1000;
const ENCODINGS = ["br", "gzip", "identity"] as const;
type Encoding = (typeof ENCODINGS)[number];

/** A rendered document, with its encodings made once. */
type KeptDocument = {
  status: number;
  headers: Array<[string, string]>;
  etag: string;
  bodies: Record<Encoding, Buffer>;
};

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type DocumentOptions = {
  build: ServerBuild;
  /** Renders one address of the site, as a visitor's GET for it would be. */
  render: (path: string) => Promise<Response>;
  /** Every page's address, each portfolio tab's among them. */
  paths: ReadonlyArray<string>;
  /** An address no page has: the page rendered for it is kept for every unknown address. */
  notFoundPath: string;
};

export async function keptDocuments({
  build,
  render,
  paths,
  notFoundPath,
}: DocumentOptions) {
  const kept = new Map<string, KeptDocument>();
  const isUnknown = unknownAddresses(build);

  async function renderAll() {
    for (const path of [...paths, notFoundPath]) {
      try {
        const response = await render(path);
        const expected = path === notFoundPath ? 404 : 200;
        if (response.status !== expected)
          throw new Error(`answered ${response.status}`);
        kept.set(path, await keep(response));
      } catch (error) {
        // Not kept: its requests go on to be rendered each time, and the health check fails.
        console.error(`Could not render ${path}: ${String(error)}`);
      }
    }
  }
  await renderAll();
  setInterval(() => void renderAll(), REFRESH_MS).unref();

  /** The kept document for an address: a page (with one query parameter, or none), or the 404. */
  function documentFor(url: URL): KeptDocument | undefined {
    // Remix's own requests (a route's data, the route manifest) are answered by Remix.
    if (url.searchParams.has("_data") || url.pathname === "/__manifest")
      return undefined;
    const path =
      url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : "/";
    for (const [name, value] of url.searchParams) {
      const page = kept.get(`${path}?${name}=${value}`);
      if (page) return page;
    }
    return (
      kept.get(path) ?? (isUnknown(path) ? kept.get(notFoundPath) : undefined)
    );
  }

  const serve: RequestHandler = (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const document = documentFor(new URL(request.url, "http://site"));
    if (!document) return next();
    for (const [name, value] of document.headers)
      response.setHeader(name, value);
    response.setHeader("ETag", document.etag);
    response.setHeader("Vary", "Accept-Encoding");
    if (fresh(request.headers, { etag: document.etag }))
      return void response.status(304).end();
    const encoding = preferredEncoding(new Negotiator(request)) ?? "identity";
    const body = document.bodies[encoding];
    if (encoding !== "identity")
      response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", body.length);
    response.status(document.status);
    response.end(request.method === "HEAD" ? undefined : body);
  };
  return serve;
}

// Headers the store sets itself on every answer.
const OWN_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "etag",
  "vary",
]);

async function keep(response: Response): Promise<KeptDocument> {
  const body = Buffer.from(await response.arrayBuffer());
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
    }),
  ]);
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => !OWN_HEADERS.has(name)),
    // The same bytes give the same tag on every instance built from the same source.
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    bodies: { identity: body, gzip: gzipped, br: brotli },
  };
}

/**
 * Whether an address reaches no route but the catch-all one (the 404 page), asked of the app's
 * own routes, so a resource route (the health check, the accent's stylesheet) is never taken for
 * an unknown page.
 */
function unknownAddresses(build: ServerBuild) {
  const children = (parentId?: string): AgnosticRouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true }
          : { id: route.id, path: route.path, children: children(route.id) },
      );
  const routes = children(undefined);
  return (path: string) =>
    matchRoutes(routes, path)?.at(-1)?.route.path === "*";
}

/**
 * The smallest encoding the client takes. Browsers list gzip first with the same weight as br,
 * so their order is no preference: negotiator 1's `preferred` breaks the tie our way. (Its
 * types still describe version 0.6, which had no such option.)
 */
function preferredEncoding(negotiator: Negotiator): Encoding | undefined {
  const encoding = negotiator.encoding as (
    available: readonly string[],
    options: { preferred: readonly string[] },
  ) => Encoding | undefined;
  return encoding.call(negotiator, ENCODINGS, { preferred: ENCODINGS });
}

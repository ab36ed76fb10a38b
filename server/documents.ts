// Every page says the same to every visitor, so each is rendered once when the server starts (and
// again each hour, so the footer's year turns over), compressed once with the strongest settings,
// and then answered like a file: an ETag and 304, Brotli or gzip as the client takes them. Brotli
// at its strongest takes longer than rendering a page: it is made once the server is up, page by
// page, and until a page has it the page is sent in gzip.
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
 * portfolio tab's among them, the blog's documents (`more`), and the 404 page for every address
 * that has no page.
 */
export async function keptDocuments(
  build: ServerBuild,
  render: (path: string) => Promise<Response>,
  more: ReadonlyArray<string> = [],
): Promise<RequestHandler & { compressed: Promise<void> }> {
  const kept = new Map<string, Kept>();
  const isPage = pageAddresses(build);
  const planned = new Set([...DOCUMENT_PATHS, ...more]);

  async function renderAll() {
    for (const path of [...planned, NOT_FOUND_PATH]) {
      const response = await render(path).catch((error: Error) => error);
      const expected = path === NOT_FOUND_PATH ? 404 : 200;
      // Not kept, it is rendered for each request instead, and the health check fails.
      if (response instanceof Response && response.status === expected)
        kept.set(path, await keep(response));
      else console.error(`Could not render ${path}: ${String(response)}`);
    }
  }
  // Adds each new document's Brotli, one after another, leaving the processor to the requests.
  async function withBrotli() {
    // Node's Brotli is at its strongest unless told otherwise; its gzip is not.
    for (const { bodies } of kept.values())
      bodies.br ??= await promisify(brotliCompress)(bodies.identity!);
  }
  await renderAll();
  const compressed = withBrotli();
  setInterval(() => void renderAll().then(withBrotli), 60 * 60 * 1000).unref();

  /** A page's own address, with one query parameter (a portfolio tab) or none; or the 404. */
  function documentFor({ pathname, searchParams }: URL) {
    // Remix's own requests (a route's data, the route manifest) are answered by Remix.
    if (searchParams.has("_data") || pathname === "/__manifest") return;
    const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : "/";
    for (const [name, value] of searchParams) {
      const page = kept.get(`${path}?${name}=${value}`);
      if (page) return page;
    }
    // Every page there is, is kept: an address of a page that is not meant to be (a post never
    // written, the blog without posts) has nothing at it. A page that failed to render is
    // rendered for each request instead.
    if (kept.has(path)) return kept.get(path);
    if (!planned.has(path) && isPage(path)) return kept.get(NOT_FOUND_PATH);
  }

  const handler: RequestHandler = (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const document = documentFor(new URL(request.url, "http://site"));
    if (!document) return next();
    response.setHeaders(document.headers);
    if (fresh(request.headers, { etag: document.etag }))
      return void response.status(304).end();
    const encoding = preferredEncoding(new Negotiator(request), document);
    const body = document.bodies[encoding]!;
    if (encoding !== "identity")
      response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", body.length);
    // Node sends no body to a HEAD, whatever is written.
    response.status(document.status).end(body);
  };
  /** Settled once every page kept at the start has its Brotli too. */
  return Object.assign(handler, { compressed });
}

type Kept = Awaited<ReturnType<typeof keep>>;

async function keep(response: Response) {
  const body = Buffer.from(await response.arrayBuffer());
  const gzipped = await promisify(gzip)(body, { level: 9 });
  // The same bytes give the same tag on every instance built from the same source.
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const headers = new Headers(response.headers);
  headers.set("ETag", etag);
  headers.set("Vary", "Accept-Encoding");
  return {
    status: response.status,
    headers,
    etag,
    bodies: { identity: body, gzip: gzipped } as Partial<
      Record<Encoding, Buffer>
    >,
  };
}

// Whether an address reaches a page's route (one with a component, the catch-all's among them),
// asked of the app's own routes, so a resource route (the health check, the colours' stylesheet,
// a feed) never counts as one.
function pageAddresses(build: ServerBuild) {
  const children = (parentId?: string): AgnosticRouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route.parentId === parentId)
      .map(({ id, index, path }) =>
        index ? { id, index, path } : { id, path, children: children(id) },
      );
  const routes = children();
  return (path: string) => {
    const route = matchRoutes(routes, path)?.at(-1)?.route;
    return (
      route !== undefined &&
      build.routes[route.id!]?.module.default !== undefined
    );
  };
}

// The smallest encoding the client takes at all, of those the document has yet, whatever weights
// it gives: browsers list gzip first with the same weight as br, which is no preference.
function preferredEncoding(negotiator: Negotiator, document: Kept): Encoding {
  const accepted = negotiator.encodings([...ENCODINGS]);
  return (
    ENCODINGS.find(
      (encoding) => accepted.includes(encoding) && document.bodies[encoding],
    ) ?? "identity"
  );
}

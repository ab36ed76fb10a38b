import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

import type { Request, RequestHandler, Response } from "express";
import fresh from "fresh";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";

/** A rendered page kept in memory, with its encodings made once. */
type KeptPage = {
  headers: Array<[string, string | string[]]>;
  etag: string;
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
};

/** What one render gave: a page kept, or an answer to pass on once (an error, say). */
type Rendered =
  | { page: KeptPage }
  | {
      once: {
        status: number;
        headers: Array<[string, string | string[]]>;
        body: Buffer;
      };
    };

type PageCacheOptions = {
  /** Renders the page for this request, as the site would. */
  render: (
    request: Request,
    response: Response,
  ) => Promise<globalThis.Response>;
  /** The key a request's page is kept under, or null for what is not a page of the store. */
  keyFor: (request: Request) => string | null;
  /**
   * Whether the page may be kept for everyone: the default and preset accents' pages. A page
   * in a visitor's own accent is rendered for them and compressed on the fly, never kept, so
   * any number of custom accents cannot push the shared pages out.
   */
  isShared: (request: Request) => boolean;
  /** Cache-Control for a kept page answered to this request (requests sharing a key can differ). */
  cacheControlFor: (request: Request) => string;
  /** Pages kept at most; 0 keeps none. Past it, or past maxBytes, the least recently used goes. */
  maxEntries: number;
  maxBytes?: number;
  /** How long a page is kept before it is rendered afresh (the footer's year changes, say). */
  maxAgeMs?: number;
  /** The clock the store ages its pages by (for tests). */
  perf?: { now(): number };
};

// RFC 9211: each answer from the store says what it was.
const CACHE_NAME = "page-cache";
const ENCODINGS = ["br", "gzip", "identity"];

// Off the event loop: kept pages go on being answered while a new one is compressed.
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

// Headers the store sets itself for each answer from a kept page.
const OWN_HEADERS = new Set([
  "cache-control",
  "content-length",
  "content-encoding",
  "etag",
  "vary",
]);

/**
 * Keeps pages in memory. Every visitor with the same accent sees the same page, so each is
 * rendered once, compressed once, and then answered like a static file (with ETag and 304).
 * Only 200 HTML answers without Set-Cookie are kept. It is one middleware on the path every
 * request takes: what it does not answer goes on to the site.
 */
export function pageCache({
  render,
  keyFor,
  isShared,
  cacheControlFor,
  maxEntries,
  maxBytes = 64 * 1024 * 1024,
  maxAgeMs = 60 * 60 * 1000,
  perf,
}: PageCacheOptions): RequestHandler {
  const pages = new LRUCache<string, KeptPage>({
    max: Math.max(maxEntries, 1),
    maxSize: maxBytes,
    sizeCalculation: (page) =>
      page.bodies.identity.length +
      page.bodies.gzip.length +
      page.bodies.br.length,
    ttl: maxAgeMs,
    ...(perf ? { perf } : {}),
  });
  // Renders under way, so a burst of requests for a new page renders it once.
  const rendering = new Map<string, Promise<Rendered>>();

  async function renderAndKeep(
    key: string,
    request: Request,
    response: Response,
  ): Promise<Rendered> {
    const rendered = await render(request, response);
    const body = Buffer.from(await rendered.arrayBuffer());
    const headers = groupHeaders(rendered.headers);
    const keepable =
      rendered.status === 200 &&
      !rendered.headers.has("Set-Cookie") &&
      (rendered.headers.get("Content-Type") ?? "").startsWith("text/html");
    if (!keepable)
      return {
        once: {
          status: rendered.status,
          headers: headers.filter(([name]) => name !== "content-length"),
          body,
        },
      };
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(body, { level: 9 }),
      brotliAsync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
      }),
    ]);
    const page: KeptPage = {
      headers: headers.filter(([name]) => !OWN_HEADERS.has(name)),
      etag: `W/"${createHash("sha1").update(body).digest("base64url")}"`,
      bodies: { identity: body, gzip: gzipped, br: brotli },
    };
    pages.set(key, page);
    return { page };
  }

  return async (request, response, next) => {
    if (maxEntries === 0) return next();
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const key = keyFor(request);
    if (key === null) return next();
    if (!isShared(request)) {
      response.setHeader(
        "Cache-Status",
        `${CACHE_NAME}; fwd=bypass; detail=own-accent`,
      );
      return next();
    }
    const kept = pages.get(key);
    if (kept) return sendKept(request, response, kept, "hit");

    let pending = rendering.get(key);
    const collapsed = pending !== undefined;
    if (!pending) {
      pending = renderAndKeep(key, request, response).finally(() =>
        rendering.delete(key),
      );
      rendering.set(key, pending);
    }
    let rendered: Rendered;
    try {
      rendered = await pending;
    } catch (error) {
      // The render belonged to the request that started it (its visitor may have left): the
      // others render for themselves.
      return collapsed ? next() : next(error);
    }
    const forwarded = `fwd=miss; ${collapsed ? "collapsed" : "stored"}`;
    if ("page" in rendered)
      return sendKept(request, response, rendered.page, forwarded);

    const { status, headers, body } = rendered.once;
    for (const [name, value] of headers) response.setHeader(name, value);
    response.setHeader(
      "Cache-Status",
      `${CACHE_NAME}; fwd=miss; fwd-status=${status}`,
    );
    response.status(status).end(request.method === "HEAD" ? undefined : body);
  };

  function sendKept(
    request: Request,
    response: Response,
    page: KeptPage,
    status: string,
  ) {
    for (const [name, value] of page.headers) response.setHeader(name, value);
    response.setHeader("Cache-Control", cacheControlFor(request));
    response.setHeader("ETag", page.etag);
    response.setHeader("Vary", "Cookie, Accept-Encoding");
    response.setHeader("Cache-Status", `${CACHE_NAME}; ${status}`);
    if (fresh(request.headers, { etag: page.etag })) {
      response.status(304).end();
      return;
    }
    const encoding = (preferEncoding(new Negotiator(request)) ??
      "identity") as keyof KeptPage["bodies"];
    const body = page.bodies[encoding];
    if (encoding !== "identity")
      response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", body.length);
    response.status(200).end(request.method === "HEAD" ? undefined : body);
  }
}

/**
 * The smallest encoding the client takes. Browsers list gzip first with the same weight as br,
 * so their order is no preference: negotiator 1's `preferred` breaks the tie our way. (Its
 * types still describe version 0.6, which had no such option.)
 */
function preferEncoding(negotiator: Negotiator): string | undefined {
  const encoding = negotiator.encoding as (
    available: string[],
    options: { preferred: string[] },
  ) => string | undefined;
  return encoding.call(negotiator, ENCODINGS, { preferred: ENCODINGS });
}

/** A fetch Response's headers as Node sets them: repeated ones (Set-Cookie) as a list. */
function groupHeaders(headers: Headers): Array<[string, string | string[]]> {
  const grouped = new Map<string, string[]>();
  for (const [name, value] of headers)
    grouped.set(name, [...(grouped.get(name) ?? []), value]);
  return [...grouped].map(([name, values]) => [
    name,
    values.length === 1 ? values[0]! : values,
  ]);
}

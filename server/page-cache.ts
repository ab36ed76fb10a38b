import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

import type { Request, RequestHandler } from "express";

import { preferredEncoding } from "./content-encoding";

/** A rendered page kept in memory, with its encodings made once. */
type CachedPage = {
  headers: Array<[string, string]>;
  etag: string;
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
  storedAt: number;
};

/** What one render gave: a page to keep, or an answer to pass on once (an error, say). */
type Rendered =
  | { page: CachedPage }
  | {
      once: {
        status: number;
        headers: Array<[string, string]>;
        body: Buffer;
      };
    };

type PageCacheOptions = {
  /** Renders a page (a GET) as the site would. */
  render: (request: Request) => Promise<globalThis.Response>;
  /** The key a request's page is kept under, or null when it is not to be kept. */
  keyFor: (request: IncomingMessage) => string | null;
  /** Cache-Control for a kept page answered to this request (requests sharing a key can differ). */
  cacheControlFor: (request: IncomingMessage) => string;
  /** Pages kept at most; past it the oldest is dropped. 0 keeps none. */
  maxEntries: number;
  /** How long a page is kept before it is rendered afresh (the footer's year changes, say). */
  maxAgeMs?: number;
  now?: () => number;
};

// Off the event loop: kept pages go on being answered while a new one is compressed.
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

// Headers the cache sets itself for each answer.
const OWN_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "etag",
  "vary",
]);

/**
 * Keeps pages in memory. Every visitor with the same accent sees the same page, so each is
 * rendered once, compressed once, and then answered like a static file (with ETag and 304).
 * Pages with a Set-Cookie header or any status but 200 are never kept.
 *
 * `serveKept` answers a request from memory with plain Node, before any framework runs, and
 * says whether it did; `middleware` renders and keeps what is not there yet.
 */
export function pageCache({
  render,
  keyFor,
  cacheControlFor,
  maxEntries,
  maxAgeMs = 60 * 60 * 1000,
  now = Date.now,
}: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();
  // Renders under way, so a burst of requests for a new page renders it once.
  const rendering = new Map<string, Promise<Rendered>>();

  const isPageRequest = (request: IncomingMessage) =>
    maxEntries > 0 && (request.method === "GET" || request.method === "HEAD");

  function fresh(key: string): CachedPage | undefined {
    const kept = pages.get(key);
    return kept && now() - kept.storedAt < maxAgeMs ? kept : undefined;
  }

  async function renderOnce(key: string, request: Request): Promise<Rendered> {
    const response = await render(request);
    const body = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers].filter(
      ([name]) => !OWN_HEADERS.has(name),
    );
    const keepable =
      response.status === 200 &&
      !response.headers.has("Set-Cookie") &&
      (response.headers.get("Content-Type") ?? "").startsWith("text/html");
    if (!keepable) return { once: { status: response.status, headers, body } };
    const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(body, { level: 9 }),
      brotliAsync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
      }),
    ]);
    const page: CachedPage = {
      headers: [
        // Set for each answer instead: see cacheControlFor.
        ...headers.filter(([name]) => name !== "cache-control"),
        ["ETag", etag],
        ["Vary", "Cookie, Accept-Encoding"],
      ],
      etag,
      bodies: { identity: body, gzip: gzipped, br: brotli },
      storedAt: now(),
    };
    pages.delete(key);
    pages.set(key, page);
    if (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
    return { page };
  }

  const answer = (
    request: IncomingMessage,
    response: ServerResponse,
    page: CachedPage,
  ) => sendPage(request, response, page, cacheControlFor(request));

  function serveKept(
    request: IncomingMessage,
    response: ServerResponse,
  ): boolean {
    if (!isPageRequest(request)) return false;
    const key = keyFor(request);
    if (key === null) return false;
    const kept = fresh(key);
    if (!kept) return false;
    answer(request, response, kept);
    return true;
  }

  const middleware: RequestHandler = async (request, response, next) => {
    if (!isPageRequest(request)) return next();
    try {
      const key = keyFor(request);
      if (key === null) return next();
      const kept = fresh(key);
      if (kept) return answer(request, response, kept);

      let pending = rendering.get(key);
      if (!pending) {
        pending = renderOnce(key, request).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      const rendered = await pending;
      if ("page" in rendered) return answer(request, response, rendered.page);
      const { status, headers, body } = rendered.once;
      for (const [name, value] of headers) response.setHeader(name, value);
      response.statusCode = status;
      response.end(request.method === "HEAD" ? undefined : body);
    } catch (error) {
      next(error);
    }
  };

  return { serveKept, middleware };
}

function sendPage(
  request: IncomingMessage,
  response: ServerResponse,
  page: CachedPage,
  cacheControl: string,
) {
  for (const [name, value] of page.headers) response.setHeader(name, value);
  response.setHeader("Cache-Control", cacheControl);
  if (matchesEtag(request.headers["if-none-match"], page.etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const body = page.bodies[encoding];
  if (encoding !== "identity") response.setHeader("Content-Encoding", encoding);
  response.setHeader("Content-Length", body.length);
  response.statusCode = 200;
  response.end(request.method === "HEAD" ? undefined : body);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  // Weak comparison: W/"x" and "x" name the same page.
  const bare = etag.replace(/^W\//, "");
  return header
    .split(",")
    .some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

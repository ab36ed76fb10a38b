// Every page says the same to every visitor, so each is rendered once when the server starts (and
// again each hour, so the footer's year turns over), compressed once with the strongest settings,
// and then answered like a file: an ETag and 304, Brotli or gzip as the client takes them. Brotli
// at its strongest takes longer than rendering a page: it is made once the server is up, page by
// page, and until a page has it the page is sent in gzip. In development they are rendered again
// after each edit.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";

import type { RequestHandler } from "express";
import fresh from "fresh";
import Negotiator from "negotiator";
import type {
  matchRoutes as MatchRoutes,
  RouteObject,
  ServerBuild,
} from "react-router";

import { filters } from "../app/content/projects";
import { NOT_FOUND_PATH, PAGES } from "../app/pages";
import { filterPath } from "../app/routes/portfolio.($filter)/portfolio-filter";
import { LANGUAGES, languageAt, pathIn } from "../app/words/language";

/** Every document kept besides the blog's: each page, and the portfolio on each tab, in each language. */
export const DOCUMENT_PATHS: ReadonlyArray<string> = LANGUAGES.flatMap((lang) =>
  [
    ...PAGES.map((page) => page.path),
    ...filters.slice(1).map((filter) => filterPath(filter.id)),
  ].map((path) => pathIn(lang, path)),
);

/** Each language's 404 page, the default's first: what an address with no page shows. */
export const NOT_FOUND_PATHS: ReadonlyArray<string> = LANGUAGES.map((lang) =>
  pathIn(lang, NOT_FOUND_PATH),
);

const ENCODINGS = ["br", "gzip", "identity"] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * `render` answers one address as a visitor's GET for it would be. Every page is kept, each
 * portfolio tab's among them, the blog's documents (`more`), and the 404 page for every address
 * that has no page. `forget` drops them all, to be rendered again when one is next asked for.
 */
export async function keptDocuments(
  build: ServerBuild | (() => Promise<ServerBuild>),
  render: (path: string) => Promise<Response>,
  more: () => ReadonlyArray<string> = () => [],
) {
  let kept = new Map<string, Kept>();
  let isPage: (path: string) => boolean = () => false;
  let planned = new Set<string>();
  // Stands for the app as it is since the latest edit told (`forget`): a rendering begun under
  // another is out of date.
  let edition = {};

  // Loaded as the server loads React Router (server/app.ts), once the mode is set.
  const { matchRoutes } = await import("react-router");
  async function renderAll() {
    const begun = edition;
    isPage = pageAddresses(
      typeof build === "function" ? await build() : build,
      matchRoutes,
    );
    planned = new Set([...DOCUMENT_PATHS, ...more()]);
    // The documents kept so far answer until the new ones are all there.
    const renderedNow = new Map<string, Kept>();
    for (const path of [...planned, ...NOT_FOUND_PATHS]) {
      const response = await render(path).catch((error: Error) => error);
      const expected = NOT_FOUND_PATHS.includes(path) ? 404 : 200;
      // Not kept, it is rendered for each request instead, and the health check fails.
      if (response instanceof Response && response.status === expected)
        renderedNow.set(path, await keep(response));
      else console.error(`Could not render ${path}: ${String(response)}`);
    }
    // Rendered in part from the app as it was before an edit: never kept over what follows it.
    if (begun === edition) kept = renderedNow;
  }
  // Adds each new document's Brotli, one after another, leaving the processor to the requests.
  async function withBrotli() {
    // Node's Brotli is at its strongest unless told otherwise; its gzip is not.
    for (const { bodies } of kept.values())
      bodies.br ??= await promisify(brotliCompress)(bodies.identity!);
  }
  let rendered = renderAll();
  await rendered;
  const compressed = withBrotli();
  setInterval(() => void renderAll().then(withBrotli), 60 * 60 * 1000).unref();
  let stale = false;

  /** A page's own address, whatever its query (`?utm_source=…`); or the 404. */
  function documentFor({ pathname }: URL) {
    const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : "/";
    // Every page there is, is kept: an address of a page that is not meant to be (a post never
    // written, the blog without posts) has nothing at it. A page that failed to render is
    // rendered for each request instead.
    if (kept.has(path)) return kept.get(path);
    // In the language of the address: "/de/nope" is German's 404.
    if (!planned.has(path) && isPage(path))
      return kept.get(pathIn(languageAt(path), NOT_FOUND_PATH));
  }

  const handler: RequestHandler = async (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const url = new URL(request.url, "http://site");
    // The router's own requests (a route's data, the route manifest) are answered by the router.
    if (url.pathname.endsWith(".data") || url.pathname === "/__manifest")
      return next();
    // An edit told while the documents were being rendered has them rendered again, before any
    // is answered: a page reloaded after the edit never gets what the app said before it.
    do {
      if (stale) {
        stale = false;
        rendered = renderAll();
      }
      await rendered;
    } while (stale);
    const document = documentFor(url);
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
  const forget = () => {
    stale = true;
    edition = {};
  };
  /** Whether a path ("/de/about") is a page a visitor reads: kept, and neither a feed nor a 404. */
  const isRead = (path: string) => {
    const document = kept.get(path);
    return (
      document?.status === 200 &&
      /^text\/html\b/.test(document.headers.get("Content-Type") ?? "")
    );
  };
  /** `compressed`: settled once every page kept at the start has its Brotli too. */
  return Object.assign(handler, { compressed, forget, isPage: isRead });
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
function pageAddresses(build: ServerBuild, match: typeof MatchRoutes) {
  const children = (parentId?: string): RouteObject[] =>
    Object.values(build.routes).flatMap((route) => {
      if (!route || route.parentId !== parentId) return [];
      const { id, index, path } = route;
      return index ? { id, index, path } : { id, path, children: children(id) };
    });
  const routes = children();
  return (path: string) => {
    const route = match(routes, path)?.at(-1)?.route;
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

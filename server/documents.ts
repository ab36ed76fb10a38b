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
import type { ServerBuild } from "react-router";

import { filters } from "../app/content/projects";
import { NOT_FOUND_PATH, PAGES } from "../app/pages";
import { filterPath } from "../app/routes/portfolio.($filter)/portfolio-filter";
import { LANGUAGES, languageAt, pathIn } from "../app/words/language";

import { pathnameOf, routeTable } from "./route-table";
import type { RouteTable } from "./route-table";

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
  let routeAt: RouteTable = () => undefined;
  // Each planned document's path, by what it reaches: the route and its parameters.
  let planned = new Map<string, string>();
  // Stands for the app as it is since the latest edit told (`forget`): a rendering begun under
  // another is out of date.
  let edition = {};

  // Loaded as the server loads React Router (server/app.ts), once the mode is set.
  const { matchRoutes } = await import("react-router");
  async function renderAll() {
    const begun = edition;
    routeAt = routeTable(
      typeof build === "function" ? await build() : build,
      matchRoutes,
    );
    planned = new Map(
      [...DOCUMENT_PATHS, ...more()].map((path) => [
        routeAt(path)?.key ?? path,
        path,
      ]),
    );
    // The documents kept so far answer until the new ones are all there.
    const renderedNow = new Map<string, Kept>();
    for (const path of [...planned.values(), ...NOT_FOUND_PATHS]) {
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
    for (const document of kept.values())
      if (!document.bodies.br)
        add(
          document,
          "br",
          await promisify(brotliCompress)(document.bodies.identity!),
        );
  }
  let rendered = renderAll();
  await rendered;
  const compressed = withBrotli();
  setInterval(() => void renderAll().then(withBrotli), 60 * 60 * 1000).unref();
  let stale = false;

  /**
   * The document at an address, whatever its query (`?utm_source=…`): the one the router would
   * render there, found by the route and parameters the address reaches, or the 404.
   */
  function documentFor(pathname: string | undefined) {
    const route = routeAt(pathname);
    // Every page there is, is kept: an address of a page that is not meant to be (a post never
    // written, the blog without posts) has nothing at it. A page that failed to render is
    // rendered for each request instead.
    const path = route && planned.get(route.key);
    if (path !== undefined) return kept.get(path);
    // In the language of the address: "/de/nope" is German's 404.
    if (!route || route.page)
      return kept.get(pathIn(languageAt(pathname ?? "/"), NOT_FOUND_PATH));
  }

  const handler: RequestHandler = async (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const pathname = pathnameOf(request.url);
    // The router's own requests (a route's data, the route manifest) are answered by the router.
    if (pathname?.endsWith(".data") || pathname === "/__manifest")
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
    const document = documentFor(pathname);
    if (!document) return next();
    response.setHeaders(document.headers);
    const encoding = preferredEncoding(new Negotiator(request), document);
    // Each encoding's body is a representation of its own, with its own validator: a cache that
    // holds the gzip body never has it confirmed by the Brotli one's.
    const etag = document.etags[encoding]!;
    response.setHeader("ETag", etag);
    if (fresh(request.headers, { etag }))
      return void response.status(304).end();
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
  const headers = new Headers(response.headers);
  headers.set("Vary", "Accept-Encoding");
  const document = {
    status: response.status,
    headers,
    bodies: {} as Partial<Record<Encoding, Buffer>>,
    etags: {} as Partial<Record<Encoding, string>>,
  };
  add(document, "identity", body);
  add(document, "gzip", await promisify(gzip)(body, { level: 9 }));
  return document;
}

/** A body in one encoding, and its strong validator: a hash of its own bytes, the same on every
 * instance built from the same source. */
function add(
  document: Pick<Kept, "bodies" | "etags">,
  encoding: Encoding,
  body: Buffer,
) {
  document.bodies[encoding] = body;
  document.etags[encoding] =
    `"${createHash("sha1").update(body).digest("base64url")}"`;
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

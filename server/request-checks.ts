// What the server turns away before any work is done on it, with a short text answer: requests
// it cannot read (400), methods and bodies no page can use (405, 411, 413), form posts from other
// sites (403), and, before the router, an address with no route (404) or a post to an address
// that takes none (405). And a header helmet does not set.
import type { RequestHandler, Response } from "express";

import { MAX_FORM_BYTES } from "../app/utils/read-form-body.server";

import { dataPage, pathnameOf } from "./route-table";
import type { RouteAt } from "./route-table";

const refuse = (response: Response, status: number, text: string) =>
  response.status(status).type("text/plain").send(text);

/** The browser features the site never uses stay off. */
export const permissionsPolicy: RequestHandler = (_request, response, next) => {
  response.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  );
  next();
};

/** The host (and port) as a URL reads it, or null if the text is anything more. */
function hostUrl(value: string): URL | null {
  const url = URL.parse(`http://${value}`);
  const plain =
    url && !url.username && !url.password && url.href === `${url.origin}/`;
  return plain ? url : null;
}

/**
 * One Host header (RFC 9112 §3.2), as a URL needs it (the parser may only drop the default port
 * and lower-case the name), and a path that decodes. X-Forwarded-Host is never used, the site's
 * address being SITE_URL: one that is no host at all is refused like a malformed Host, any other
 * dropped. A target in absolute form ("GET http://host/about"), which a server must accept, is
 * read as its path: the site's address is SITE_URL's whatever host it names.
 */
export const wellFormedRequests: RequestHandler = (request, response, next) => {
  const hosts = request.rawHeaders.filter(
    (field, i) => i % 2 === 0 && field.toLowerCase() === "host",
  );
  if (hosts.length > 1)
    return refuse(response, 400, "Send one Host header, not several.");
  const target = request.url.startsWith("/") ? null : URL.parse(request.url);
  if (target?.protocol === "http:" || target?.protocol === "https:")
    request.url = `${target.pathname}${target.search}`;
  const forwarded = request.get("X-Forwarded-Host")?.split(",") ?? [];
  delete request.headers["x-forwarded-host"];
  if (forwarded.some((host) => host.trim() && !hostUrl(host.trim())))
    return refuse(
      response,
      400,
      "The X-Forwarded-Host header is not a valid host.",
    );
  const host = request.headers.host?.toLowerCase() ?? "";
  const url = hostUrl(host);
  if (!url || (url.host !== host && `${url.host}:80` !== host))
    return refuse(response, 400, "The Host header is not a valid host.");
  try {
    decodeURIComponent(request.path);
  } catch {
    return refuse(response, 400, "The address is not valid.");
  }
  next();
};

/**
 * Other methods (405), bodies without a declared length (411) and bodies over the forms' limit
 * (413) are turned away; Node itself refuses a body longer than its declared length.
 */
export const requestLimits: RequestHandler = (request, response, next) => {
  if (!["GET", "HEAD", "POST"].includes(request.method)) {
    response.set("Allow", "GET, HEAD, POST");
    return refuse(response, 405, "This method is not allowed here.");
  }
  const length = request.get("Content-Length");
  if (request.method !== "POST") return next();
  if (length === undefined)
    return refuse(response, 411, "Send the length of the request body.");
  if (Number(length) <= MAX_FORM_BYTES) return next();
  // The rest of the body is not read; the connection closes after this answer.
  response.set("Connection", "close");
  refuse(response, 413, "The request body is too large.");
};

/**
 * A post from another site is refused (403). A browser names where a post comes from in its
 * Origin, in Sec-Fetch-Site (which no page can write), or, where an old browser or a privacy
 * setting leaves Origin out, in its Referer. The site's own is the address the post was sent to,
 * or SITE_URL, which a browser sends through a proxy that rewrites Host. A post that names no
 * origin at all (not a browser) is let through. Remix's own check knows only Host, so a post that
 * passes here goes on without Origin.
 */
export function sameOriginPosts(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (request, response, next) => {
    if (request.method !== "POST") return next();
    const from = request.get("Origin") ?? originOf(request.get("Referer"));
    const own = [siteOrigin, `${request.protocol}://${request.get("Host")}`];
    const foreign = from !== undefined && !own.includes(from);
    if (foreign || request.get("Sec-Fetch-Site") === "cross-site")
      return refuse(response, 403, "Forms can be sent only from this site.");
    delete request.headers.origin;
    next();
  };
}

/** A Referer's origin; one that is no address has none a site could own ("null"). */
const originOf = (referer: string | undefined) =>
  referer === undefined ? undefined : (URL.parse(referer)?.origin ?? "null");

/**
 * Before the router: an address no route of the site reaches (one with an empty segment,
 * "//about") is a 404, whatever is asked of it; a post to an address that takes none (a page
 * without a form, a resource route such as robots.txt, an address with no page) is a 405 naming
 * the methods it takes. `routeAt` asks the app's routes as they are (server/route-table.ts).
 */
export function addressesTheRouterTakes(
  routeAt: (pathname: string | undefined) => Promise<RouteAt | undefined>,
): RequestHandler {
  return (request, response, next) => {
    routeAt(dataPage(pathnameOf(request.url))).then((route) => {
      if (!route)
        return refuse(response, 404, "There is no page at this address.");
      if (["GET", "HEAD"].includes(request.method) || route.form) return next();
      response.set("Allow", "GET, HEAD");
      refuse(response, 405, "This address takes no form: only GET and HEAD.");
    }, next);
  };
}

// What the server turns away before any work is done on it, each with a short text answer:
// requests it cannot even read (400), methods and bodies no page can use (405, 411, 413), and
// form posts from other sites (403).
import type { RequestHandler, Response } from "express";

import { MAX_FORM_BYTES } from "../app/utils/read-form-body.server";

/** The largest request body the site accepts: that of its forms, the only bodies it reads. */
export const MAX_BODY_BYTES = MAX_FORM_BYTES;

const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);

function refuse(response: Response, status: number, text: string) {
  response.status(status).type("text/plain").send(text);
}

/**
 * A Host header that names a host (and a port), as a URL needs it; and a path that decodes.
 * X-Forwarded-Host is never used: the site's public address is SITE_URL, so the server needs
 * no host a proxy or a client claims. One that is not even a host (or a list of them, as a
 * chain of proxies writes it) is refused like a malformed Host; any other is dropped.
 */
export function wellFormedRequests(): RequestHandler {
  return (request, response, next) => {
    const forwardedHost = request.get("X-Forwarded-Host");
    delete request.headers["x-forwarded-host"];
    if (
      forwardedHost !== undefined &&
      !forwardedHost
        .split(",")
        .map((host) => host.trim())
        .every((host) => host === "" || hostUrl(host) !== null)
    )
      return refuse(
        response,
        400,
        "The X-Forwarded-Host header is not a valid host.",
      );
    if (!isHost(request.headers.host))
      return refuse(response, 400, "The Host header is not a valid host.");
    try {
      decodeURIComponent(request.path);
    } catch {
      return refuse(response, 400, "The address is not valid.");
    }
    next();
  };
}

/** The host (and port) as the URL parser reads it, or null if the text is anything more or less. */
function hostUrl(value: string): URL | null {
  if (!URL.canParse(`http://${value}`)) return null;
  const url = new URL(`http://${value}`);
  const plain =
    !url.username &&
    !url.password &&
    url.pathname === "/" &&
    !url.search &&
    !url.hash;
  return plain ? url : null;
}

/** A Host header exactly as a URL needs it: no part the parser had to drop or rewrite. */
function isHost(value: string | undefined): boolean {
  if (!value) return false;
  const url = hostUrl(value);
  if (!url) return false;
  const asWritten = value.toLowerCase();
  // The URL parser drops the default port and normalises the name; anything else it changed
  // was not a plain host.
  return (
    url.host === asWritten || (`${url.host}:80` === asWritten && !url.port)
  );
}

/**
 * Turns away what no page of the site can use: other methods (405), bodies without a declared
 * length (411) and bodies over the limit (413). Node itself refuses a body longer than its
 * declared length.
 */
export function requestLimits(): RequestHandler {
  return (request, response, next) => {
    if (!ALLOWED_METHODS.has(request.method)) {
      response.set("Allow", [...ALLOWED_METHODS].join(", "));
      return refuse(response, 405, "This method is not allowed here.");
    }
    if (request.method !== "POST") return next();
    const length = request.get("Content-Length");
    if (length === undefined) {
      return refuse(response, 411, "Send the length of the request body.");
    }
    if (Number(length) > MAX_BODY_BYTES) {
      // The rest of the body is not read; the connection closes after this answer.
      response.set("Connection", "close");
      return refuse(response, 413, "The request body is too large.");
    }
    next();
  };
}

/**
 * A form post that says it comes from another site is refused (403). A post is the site's own
 * when its Origin is the address it was sent to, or the site's public address (SITE_URL),
 * which is what a browser sends through a proxy that rewrites Host. Remix runs a check of its
 * own that knows only the Host header, so once this one has passed, the Origin is not handed on.
 */
export function sameOriginPosts(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (request, response, next) => {
    if (request.method !== "POST") return next();
    const origin = request.get("Origin");
    if (origin === undefined) return next();
    const ownOrigin = `${request.protocol}://${request.get("Host")}`;
    if (origin !== siteOrigin && origin !== ownOrigin)
      return refuse(response, 403, "Forms can be sent only from this site.");
    delete request.headers.origin;
    next();
  };
}

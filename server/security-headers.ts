import type { ServerResponse } from "node:http";

import type { RequestHandler } from "express";
import onHeaders from "on-headers";

// Anything that is not a page (data, images, scripts, files) may run and embed nothing; pages
// carry their own policy, which lists the hashes of their inline scripts.
const DEFAULT_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Sets the headers every response carries. */
export function securityHeaders({
  hstsMaxAgeSeconds,
}: {
  hstsMaxAgeSeconds: number;
}): (response: ServerResponse) => void {
  const headers: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    [
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    ],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["X-Frame-Options", "DENY"],
  ];
  if (hstsMaxAgeSeconds > 0) {
    headers.push([
      "Strict-Transport-Security",
      `max-age=${hstsMaxAgeSeconds}; includeSubDomains`,
    ]);
  }
  return (response) => {
    for (const [name, value] of headers) response.setHeader(name, value);
  };
}

/**
 * The strict policy for whatever has none of its own by the time it is sent. Added last, so a
 * page's own policy is the only one it carries. (Pages served from memory never get here.)
 */
export function defaultContentSecurityPolicy(): RequestHandler {
  return (_request, response, next) => {
    onHeaders(response, () => {
      if (!response.hasHeader("Content-Security-Policy")) {
        response.setHeader("Content-Security-Policy", DEFAULT_POLICY);
      }
    });
    next();
  };
}

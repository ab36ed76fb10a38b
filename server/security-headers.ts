import type { RequestHandler } from "express";
import onHeaders from "on-headers";

// Anything that is not a page (data, images, scripts, files) may run and embed nothing; pages
// replace this with their own policy, which lists the hashes of their inline scripts.
const DEFAULT_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Headers every response carries. */
export function securityHeaders({
  hstsMaxAgeSeconds,
}: {
  hstsMaxAgeSeconds: number;
}): RequestHandler {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
  if (hstsMaxAgeSeconds > 0) {
    headers["Strict-Transport-Security"] =
      `max-age=${hstsMaxAgeSeconds}; includeSubDomains`;
  }
  return (_request, response, next) => {
    response.set(headers);
    // Set last, so that a page's own policy is the only one it carries.
    onHeaders(response, () => {
      if (!response.hasHeader("Content-Security-Policy")) {
        response.setHeader("Content-Security-Policy", DEFAULT_POLICY);
      }
    });
    next();
  };
}

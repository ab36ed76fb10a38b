import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * The headers every response carries, from helmet. Its Content-Security-Policy is the strict
 * one for whatever is not a page (data, images, scripts, files): it may run and embed nothing.
 * A page sends its own policy, listing the hashes of its inline scripts, which replaces this one.
 */
export function securityHeaders({
  hstsMaxAgeSeconds,
}: {
  hstsMaxAgeSeconds: number;
}): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          styleSrc: ["'unsafe-inline'"],
          frameAncestors: ["'none'"],
        },
      },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity:
        hstsMaxAgeSeconds > 0
          ? { maxAge: hstsMaxAgeSeconds, includeSubDomains: true }
          : false,
      xFrameOptions: { action: "deny" },
    }),
    // Not one of helmet's: the browser features the site never uses stay off.
    (_request, response, next) => {
      response.setHeader(
        "Permissions-Policy",
        "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
      );
      next();
    },
  ];
}

// The security headers the server sends with every answer, in one place: helmet's, as the site
// sets them, and the browser features it never uses. The static export's _headers file is written
// from the same list (sentSecurityHeaders), so a host that takes headers sends what the server does.
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";

import { permissionsPolicy } from "./request-checks";

type Settings = {
  /** How long a browser keeps to HTTPS (Strict-Transport-Security); 0 sends no such header. */
  hstsMaxAgeSeconds: number;
};

export function securityHeaders({
  hstsMaxAgeSeconds,
}: Settings): RequestHandler[] {
  return [
    // helmet's policy is the strict one for what is not a page: it may run and embed nothing. A
    // page sends its own, listing the hashes of its inline scripts.
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
      strictTransportSecurity: hstsMaxAgeSeconds > 0 && {
        maxAge: hstsMaxAgeSeconds,
        includeSubDomains: true,
      },
      xFrameOptions: { action: "deny" },
    }),
    permissionsPolicy,
  ];
}

/** The headers `securityHeaders` sets, by name, as an answer carries them. */
export function sentSecurityHeaders(settings: Settings) {
  const sent = new Map<string, string>();
  const answer = {
    setHeader: (name: string, value: string | number) =>
      sent.set(name, String(value)),
    removeHeader: (name: string) => sent.delete(name),
  } as unknown as Response;
  for (const handler of securityHeaders(settings))
    void handler({} as Request, answer, () => {});
  return Object.fromEntries(sent) as Record<string, string>;
}

// The Content-Security-Policy of a document, made from the document itself: scripts only from
// this site or inline ones listed by their hashes (a nonce would change with each answer, and a
// kept page never does). A static host that takes no headers gets it in the page, as a <meta>.
import { createHash } from "node:crypto";

// Every <script> element with its attributes and its text; data blocks (JSON-LD) are never run,
// so the policy need not allow them.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * Nothing framed, no plugins, forms only to this site; scripts and connections as above, and to
 * `connectTo` (an email service the page sends to); scripts from `scriptFrom` and pictures from
 * `imgFrom` (an analytics service's, on a static host). Styles may be inline: the starting accent, the
 * picker's own styles. `inMeta`: without what a <meta> cannot carry (`frame-ancestors`), which a
 * browser would report as an error.
 */
export function documentPolicy(
  html: string,
  {
    connectTo = [],
    scriptFrom = [],
    imgFrom = [],
    inMeta = false,
    development = false,
  }: {
    connectTo?: string[];
    scriptFrom?: string[];
    imgFrom?: string[];
    inMeta?: boolean;
    development?: boolean;
  } = {},
): string {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(
      `'sha256-${createHash("sha256").update(text).digest("base64")}'`,
    );
  }
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptFrom, ...hashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...imgFrom].join(" "),
    "font-src 'self'",
    ["connect-src 'self'", ...connectTo].join(" "),
    "manifest-src 'self'",
    // In development Vite's client waits for a restarted server from a worker it makes of a blob.
    ...(development ? ["worker-src 'self' blob:"] : []),
    "object-src 'none'",
    "base-uri 'self'",
    ...(inMeta ? [] : ["frame-ancestors 'none'"]),
    "form-action 'self'",
  ].join("; ");
}

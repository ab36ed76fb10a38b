import { createHash } from "node:crypto";

// Every <script> element with its attributes and its text.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks (JSON-LD) are never run, so the policy need not allow them.
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * The CSP hashes of the inline scripts a document runs. Hashes, not a nonce: the same page can
 * be served again from memory or answered with 304, and its policy still matches its scripts.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(
      `'sha256-${createHash("sha256").update(text).digest("base64")}'`,
    );
  }
  return [...hashes];
}

/**
 * The policy for an HTML document: scripts only from this site or inline ones it wrote itself,
 * nothing framed, no plugins, forms only to this site. Styles may be inline: React sets the
 * accent as a style attribute and the colour picker adds its own style element.
 */
export function documentPolicy(html: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

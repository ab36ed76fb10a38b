import { createHash } from "node:crypto";

import { prerender } from "react-dom/static";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import type {
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "react-router";

import { PostTextContext } from "~/blog/post-body";
import { postHtml } from "~/blog/posts.server";

// How the server gives each request its context (see app/load-context.ts).
export { siteLoadContext } from "~/load-context";

// How long a shared cache (a CDN) may answer with a page; browsers ask each time, cheap by ETag.
const SHARED_MAX_AGE_SECONDS = 300;
// No page waits on slow data; a render that takes this long has gone wrong.
const RENDER_TIMEOUT_MS = 10_000;

/**
 * The whole document at once, every bit of its data in it: pages wait on nothing, and it can
 * list its scripts' hashes.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  const { prelude } = await prerender(
    <PostTextContext value={postHtml}>
      <ServerRouter context={routerContext} url={request.url} />
    </PostTextContext>,
    { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) },
  );
  const html = await new Response(prelude).text();
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", documentPolicy(html));
  setCacheControl(request, status, headers);
  return new Response(html, { status, headers });
}

export const handleDataRequest: HandleDataRequestFunction = (
  response,
  { request },
) => {
  setCacheControl(request, response.status, response.headers);
  return response;
};

/** Pages and their data are the same for everyone, so any cache may keep them; form answers not. */
function setCacheControl(request: Request, status: number, headers: Headers) {
  const shareable =
    ["GET", "HEAD"].includes(request.method) && [200, 404].includes(status);
  headers.set(
    "Cache-Control",
    shareable
      ? `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}`
      : "no-store",
  );
}

/** Logs what went wrong, not a client's mistake (a 4xx): anyone could fill the log with those. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

// Every <script> element with its attributes and its text; data blocks (JSON-LD) are never run,
// so the policy need not allow them.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * Scripts only from this site or inline ones listed by their hashes (a nonce would change with
 * each answer, and a kept page never does), nothing framed, no plugins, forms only to this site.
 * Styles may be inline: the starting accent, the picker's own styles.
 */
function documentPolicy(html: string): string {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(
      `'sha256-${createHash("sha256").update(text).digest("base64")}'`,
    );
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].join(" ")}`.trim(),
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

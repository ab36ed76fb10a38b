import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";

import type {
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";

const ABORT_DELAY_MS = 5_000;

// Seconds a shared cache (a CDN in front) may answer with a page before asking again. Browsers
// ask every time; the ETag makes asking cheap.
const SHARED_MAX_AGE_SECONDS = 300;

/**
 * Renders the whole document before answering. The pages wait on no slow data, so streaming
 * would gain nothing; a complete document lets its Content-Security-Policy list the hashes of
 * the inline scripts it holds, and lets the server keep it and answer from memory.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const { html, failed } = await renderDocument(request, remixContext);
  const status = failed ? 500 : responseStatusCode;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", documentPolicy(html));
  setCacheControl(request, status, responseHeaders);
  return new Response(html, { status, headers: responseHeaders });
}

export const handleDataRequest: HandleDataRequestFunction = (
  response,
  { request },
) => {
  setCacheControl(request, response.status, response.headers);
  return response;
};

/**
 * Pages and their data are the same for every visitor, so any cache may keep them; the answer to
 * a form is never kept, and neither is a failure.
 */
function setCacheControl(request: Request, status: number, headers: Headers) {
  const shareable =
    (request.method === "GET" || request.method === "HEAD") &&
    (status === 200 || status === 404);
  headers.set(
    "Cache-Control",
    shareable
      ? `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}`
      : "no-store",
  );
}

/**
 * Logs what went wrong on the server, but not the 4xx answers to requests no page can serve
 * (a POST to a page without a form, say): those are the client's mistake, and anyone could
 * fill the log with them.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

function renderDocument(request: Request, remixContext: EntryContext) {
  return new Promise<{ html: string; failed: boolean }>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <RemixServer
        context={remixContext}
        url={request.url}
        abortDelay={ABORT_DELAY_MS}
      />,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () =>
            resolve({ html: Buffer.concat(chunks).toString("utf8"), failed }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS + 1_000);
  });
}

// Every <script> element with its attributes and its text.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks (JSON-LD) are never run, so the policy need not allow them.
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * The CSP hashes of the inline scripts a document runs. Hashes, not a nonce: the same page can
 * be served again from memory or answered with 304, and its policy still matches its scripts.
 */
function inlineScriptHashes(html: string): string[] {
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
function documentPolicy(html: string): string {
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

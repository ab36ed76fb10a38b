import { prerender } from "react-dom/static";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import type {
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "react-router";

import { PostTextContext } from "~/blog/post-body";
import { postHtml } from "~/blog/posts.server";
import { documentPolicy } from "~/document-policy.server";
import { BROWSER_EMAIL_SERVICE } from "~/routes/contact/static-contact";
import { STATIC_ANALYTICS } from "~/visits/analytics-service";

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
  // A static host's page may send to the email service from the browser, and load the owner's
  // analytics service.
  const connectTo = [
    ...(BROWSER_EMAIL_SERVICE ? [BROWSER_EMAIL_SERVICE.origin] : []),
    ...(STATIC_ANALYTICS?.policy.connectTo ?? []),
  ];
  const { scriptFrom = [], imgFrom = [] } = STATIC_ANALYTICS?.policy ?? {};
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set(
    "Content-Security-Policy",
    documentPolicy(html, {
      connectTo,
      scriptFrom,
      imgFrom,
      development: import.meta.env.DEV,
    }),
  );
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

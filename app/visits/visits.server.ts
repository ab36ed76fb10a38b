// The site's visits, counted as the server serves its pages (docs/decisions/041): each view is
// added to a batch in memory once its answer has gone, and the batch is added to the store every
// few seconds and when the server stops. Counting never delays or fails a page: a store that
// cannot take a batch loses that batch's counts, said once, and the pages answer as before.
import type { RequestHandler } from "express";

import type { MessageStore } from "~/messages/message-store.server";
import { languageAt } from "~/words/language";

import { createVisitBatch, dayOf } from "./visit-batch.server";
import { deviceOf, referrerHost, skipped } from "./visit-rules.server";
import type { VisitHeaders } from "./visit-rules.server";
import { addVisits, forgetVisitsBefore } from "./visit-store.server";

export { VIEW_BEACON_PATH } from "./view-beacon";

const DAY_MS = 24 * 60 * 60 * 1000;
export const FLUSH_EVERY_MS = 5000;

/** A page a person has seen: its address, the page's language, and what came with the request. */
export type PageView = {
  path: string;
  language: string;
  /** The Referer as it came, or undefined. */
  referrer: string | undefined;
  userAgent: string;
  /** Tells visitors apart within the day, with the user agent; never kept. */
  address: string;
  /** The site's own hosts: a referrer from one of them is no referrer. */
  ownHosts: ReadonlyArray<string>;
};

export type Visits = ReturnType<typeof startVisits>;

export function startVisits({
  store,
  keepDays,
  log = console,
  now = Date.now,
  flushEveryMs = FLUSH_EVERY_MS,
}: {
  store: MessageStore;
  keepDays: number;
  log?: Pick<Console, "log" | "error">;
  now?: () => number;
  flushEveryMs?: number;
}) {
  const batch = createVisitBatch({ now });
  let failing = false;
  let forgottenOn = "";
  let flushing: Promise<void> = Promise.resolve();

  async function write() {
    const rows = batch.take();
    const today = dayOf(now());
    const forget = forgottenOn !== today;
    if (rows.length === 0 && !forget) return;
    const views = rows.reduce((sum, row) => sum + row.views, 0);
    try {
      await addVisits(store, rows);
      if (forget) {
        await forgetVisitsBefore(store, dayOf(now() - keepDays * DAY_MS));
        forgottenOn = today;
      }
      if (failing) log.log(`Visits are counted in ${store.where} again.`);
      failing = false;
    } catch (error) {
      // One line when the store fails, whatever the traffic; the next once it takes them again.
      if (!failing)
        log.error(
          `Visits cannot be counted in ${store.where} (${(error as Error).message}): the views until it can are lost${views > 0 ? `, ${views} of them so far` : ""}.`,
        );
      failing = true;
    }
  }
  /** Writes what is gathered, one write at a time. */
  const flush = () => (flushing = flushing.then(write));
  // The rows older than the owner keeps are removed when the server starts, and once a day.
  void flush();
  const timer = setInterval(() => void flush(), flushEveryMs).unref();

  return {
    /**
     * Counts one view of a page, unless it is a crawler's. The path must be one of the site's own
     * pages: what the caller checks, so that invented addresses never reach the batch.
     */
    count(view: PageView) {
      // Read once and kept for the next view by the same agent: cheap when the caller has
      // checked already.
      if (skipped({ "user-agent": view.userAgent })) return;
      batch.add({
        path: view.path,
        language: view.language,
        referrer: referrerHost(view.referrer, view.ownHosts),
        device: deviceOf(view.userAgent),
        address: view.address,
        userAgent: view.userAgent,
      });
    },
    flush,
    /** Writes what is left; the store is closed after. */
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

/**
 * Counts each view of a kept page once it is answered (200, or 304 to a visitor whose browser
 * has it): a person's GET, not a crawler's, a prefetch or prerender, or one asking not to be
 * tracked. `isPage` says which addresses are the site's pages; nothing else is counted.
 */
export function countPageViews(
  visits: Visits,
  isPage: (path: string) => boolean,
  siteUrl: string,
): RequestHandler {
  const siteHost = new URL(siteUrl).hostname;
  return (request, response, next) => {
    if (request.method === "GET" && !skipped(request.headers as VisitHeaders))
      response.once("finish", () => {
        const { statusCode } = response;
        if (statusCode !== 200 && statusCode !== 304) return;
        countView(visits, isPage, siteHost, request, {
          path: request.path,
          referrer: request.get("referer"),
        });
      });
    next();
  };
}

/**
 * Counts a view a page reports when it is shown: one the browser prerendered, which the server
 * did not count as it served it, or, behind a CDN (VISITS=beacon), every one. The body is a form's:
 * `path`, the page's address, and `referrer`, where the visitor came from. Answered at once with
 * 204, counted or not, so nothing can be learnt from the answer; a client over `allowed` gets 429.
 * The rules are the server's own: a crawler or a visitor asking not to be tracked is not counted,
 * nor an address that is no page.
 */
export function countReportedViews(
  visits: Visits | null,
  isPage: (path: string) => boolean,
  siteUrl: string,
  allowed: (request: Request) => Promise<boolean>,
): RequestHandler {
  const siteHost = new URL(siteUrl).hostname;
  return async (request, response, next) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { path, referrer } = body;
    if (typeof path !== "string" || !path.startsWith("/"))
      return void response
        .status(400)
        .type("text/plain")
        .send("Send the page's path.");
    try {
      if (!(await allowed(request))) return void response.status(429).end();
    } catch (error) {
      return next(error);
    }
    response.status(204).end();
    if (!visits || skipped(request.headers as VisitHeaders)) return;
    countView(visits, isPage, siteHost, request, {
      path,
      referrer: typeof referrer === "string" ? referrer : undefined,
    });
  };
}

type Request = Parameters<RequestHandler>[0];

/** Counts one view of `path`, if it is one of the site's pages; never the visitor's problem. */
function countView(
  visits: Visits,
  isPage: (path: string) => boolean,
  siteHost: string,
  request: Request,
  view: { path: string; referrer: string | undefined },
) {
  const path = view.path.length > 1 ? view.path.replace(/\/$/, "") : "/";
  if (!isPage(path)) return;
  try {
    visits.count({
      path,
      language: languageAt(path),
      referrer: view.referrer,
      userAgent: request.get("user-agent") ?? "",
      address: request.ip ?? request.socket.remoteAddress ?? "",
      ownHosts: [siteHost, request.hostname ?? ""],
    });
  } catch (error) {
    // Said, and the view left uncounted.
    console.error(error);
  }
}

// The views counted since the last write, gathered in memory as one row per day, page, language,
// referring host and device class. Bounded whatever arrives: pages are the site's own (the caller
// counts only those), a day's referring hosts past the first MAX_REFERRERS are counted as one
// "(other)", and a visitor is told apart by a hash that lives in memory for the day only.
import { hash, randomBytes } from "node:crypto";

import type { Device } from "./visit-rules.server";

/** One row of the store: how many views, and how many visitors whose day began with it. */
export type VisitRow = {
  /** The day in UTC, "2026-12-02". */
  day: string;
  path: string;
  language: string;
  /** The referring site's host; "" for none, OTHER_REFERRERS past the day's limit. */
  referrer: string;
  device: Device;
  views: number;
  visitors: number;
};

/** A view to count: the address and user agent only tell visitors apart, and are never kept. */
export type CountedView = Pick<
  VisitRow,
  "path" | "language" | "referrer" | "device"
> & { address: string; userAgent: string };

/** No host is spelled so: the referring hosts past the day's limit. */
export const OTHER_REFERRERS = "(other)";

export const MAX_REFERRERS = 100;
export const MAX_VISITORS = 100_000;

export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const DAY_MS = 24 * 60 * 60 * 1000;

export function createVisitBatch({
  now = Date.now,
  maxReferrers = MAX_REFERRERS,
  maxVisitors = MAX_VISITORS,
}: {
  now?: () => number;
  maxReferrers?: number;
  maxVisitors?: number;
} = {}) {
  let rows = new Map<string, VisitRow>();
  // The day's salt, random and never written anywhere: once the day is over, no hash made with
  // it can be made again, so a visitor cannot be followed from one day to the next.
  let today = "";
  let salt = "";
  // The day's bounds, so that the day is worked out again only when it ends.
  let dayStart = 0;
  let dayEnd = 0;
  let seen = new Set<string>();
  let referrers = new Set<string>();

  /** Today, turning to a new day (and a new salt) when the clock has left the last one. */
  function dayAt(ms: number) {
    if (ms >= dayStart && ms < dayEnd) return today;
    today = dayOf(ms);
    dayStart = Date.parse(today);
    dayEnd = dayStart + DAY_MS;
    salt = randomBytes(32).toString("base64");
    seen = new Set();
    referrers = new Set();
    return today;
  }

  /** Whether this visitor's first view of the day is this one. */
  function firstToday({ address, userAgent }: CountedView) {
    const visitor = hash(
      "sha256",
      `${salt}\0${address}\0${userAgent}`,
      "base64url",
    ).slice(0, 22);
    if (seen.has(visitor)) return false;
    // Past the limit each visitor is taken for a new one: the count grows, memory does not.
    if (seen.size < maxVisitors) seen.add(visitor);
    return true;
  }

  function referrerOf(host: string) {
    if (!host || referrers.has(host)) return host;
    if (referrers.size >= maxReferrers) return OTHER_REFERRERS;
    referrers.add(host);
    return host;
  }

  return {
    add(view: CountedView) {
      const day = dayAt(now());
      const referrer = referrerOf(view.referrer);
      const { path, language, device } = view;
      const key = JSON.stringify([day, path, language, referrer, device]);
      let row = rows.get(key);
      if (!row) {
        row = { day, path, language, referrer, device, views: 0, visitors: 0 };
        rows.set(key, row);
      }
      row.views += 1;
      if (firstToday(view)) row.visitors += 1;
    },
    /** The rows gathered so far, which the batch then forgets. */
    take(): VisitRow[] {
      const taken = [...rows.values()];
      rows = new Map();
      return taken;
    },
    get size() {
      return rows.size;
    },
  };
}

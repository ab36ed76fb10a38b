// What the owner reads of a span of days: views and visitors per day, and the pages, referring
// sites, languages and devices that brought them, biggest first. The terminal's text, the HTML
// report and the CSV all read the same summary.
import type { VisitRow } from "./visit-batch.server";

export type Tally = { name: string; views: number; visitors: number };

export type VisitSummary = {
  since: string;
  until: string;
  /** Every day of the span, the days without a view too. */
  days: Tally[];
  total: { views: number; visitors: number };
  pages: Tally[];
  /** Referring sites only: a view from no other site is not among them. */
  referrers: Tally[];
  languages: Tally[];
  devices: Tally[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days from `since` to `until`, both included: "2026-12-01", "2026-12-02". */
export function daysFrom(since: string, until: string) {
  const days: string[] = [];
  for (let at = Date.parse(since); at <= Date.parse(until); at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

function tally(
  rows: ReadonlyArray<VisitRow>,
  key: (row: VisitRow) => string,
  names: ReadonlyArray<string> = [],
) {
  const tallies = new Map<string, Tally>(
    names.map((name) => [name, { name, views: 0, visitors: 0 }]),
  );
  for (const row of rows) {
    const name = key(row);
    const found = tallies.get(name) ?? { name, views: 0, visitors: 0 };
    found.views += row.views;
    found.visitors += row.visitors;
    tallies.set(name, found);
  }
  return [...tallies.values()];
}

const biggestFirst = (tallies: Tally[]) =>
  tallies.sort(
    (a, b) =>
      b.views - a.views ||
      b.visitors - a.visitors ||
      (a.name < b.name ? -1 : 1),
  );

export function summarize(
  rows: ReadonlyArray<VisitRow>,
  since: string,
  until: string,
): VisitSummary {
  const within = rows.filter((row) => row.day >= since && row.day <= until);
  return {
    since,
    until,
    days: tally(within, (row) => row.day, daysFrom(since, until)),
    total: {
      views: within.reduce((sum, row) => sum + row.views, 0),
      visitors: within.reduce((sum, row) => sum + row.visitors, 0),
    },
    pages: biggestFirst(tally(within, (row) => row.path)),
    referrers: biggestFirst(
      tally(
        within.filter((row) => row.referrer),
        (row) => row.referrer,
      ),
    ),
    languages: biggestFirst(tally(within, (row) => row.language)),
    devices: biggestFirst(tally(within, (row) => row.device)),
  };
}

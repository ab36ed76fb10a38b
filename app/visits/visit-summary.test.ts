// @vitest-environment node
import type { VisitRow } from "./visit-batch.server";
import { visitReport } from "./visit-report";
import { summarize } from "./visit-summary";
import { visitText } from "./visit-text";

const row = (changes: Partial<VisitRow>): VisitRow => ({
  day: "2026-12-01",
  path: "/",
  language: "en",
  referrer: "",
  device: "desktop",
  views: 1,
  visitors: 1,
  ...changes,
});

const ROWS = [
  row({ day: "2026-11-29", path: "/about", views: 9, visitors: 9 }),
  row({ path: "/", views: 4, visitors: 2, referrer: "linkedin.com" }),
  row({ path: "/about", views: 2, visitors: 0, device: "phone" }),
  row({
    day: "2026-12-02",
    path: "/de",
    language: "de",
    views: 2,
    visitors: 1,
  }),
];

test("the span's days each have their counts, the days without views too; the rest is biggest first", () => {
  const summary = summarize(ROWS, "2026-11-30", "2026-12-02");
  expect(summary.days).toEqual([
    { name: "2026-11-30", views: 0, visitors: 0 },
    { name: "2026-12-01", views: 6, visitors: 2 },
    { name: "2026-12-02", views: 2, visitors: 1 },
  ]);
  expect(summary.total).toEqual({ views: 8, visitors: 3 });
  expect(summary.pages).toEqual([
    { name: "/", views: 4, visitors: 2 },
    // As many views: the one more visitors came in at first.
    { name: "/de", views: 2, visitors: 1 },
    { name: "/about", views: 2, visitors: 0 },
  ]);
  expect(summary.referrers).toEqual([
    { name: "linkedin.com", views: 4, visitors: 2 },
  ]);
  expect(summary.languages).toEqual([
    { name: "en", views: 6, visitors: 2 },
    { name: "de", views: 2, visitors: 1 },
  ]);
  expect(summary.devices).toEqual([
    { name: "desktop", views: 6, visitors: 3 },
    { name: "phone", views: 2, visitors: 0 },
  ]);
});

test("the terminal's summary: totals, a bar per day as long as its views, and the tables", () => {
  const text = visitText(summarize(ROWS, "2026-11-30", "2026-12-02"));
  expect(text.split("\n").slice(0, 6)).toEqual([
    "Visits from 2026-11-30 to 2026-12-02 (UTC, 3 days): 8 views, 3 visitors.",
    "",
    "  DAY         VIEWS  VISITORS",
    "  2026-11-30      0         0",
    `  2026-12-01      6         2  ${"█".repeat(40)}`,
    `  2026-12-02      2         1  ${"█".repeat(14)}`,
  ]);
  expect(text).toContain(
    "Top pages\n  /       4 views  2 came in here\n  /de     2 views  1 came in here\n  /about  2 views  0 came in here",
  );
  expect(text).toContain("Top referrers\n  linkedin.com  4 views  2 visitors");
  expect(text).toContain(
    "Devices\n  desktop  6 views  3 visitors\n  phone    2 views  0 visitors",
  );
});

test("with no visit, the summary says so", () => {
  const text = visitText(summarize([], "2026-12-02", "2026-12-02"));
  expect(text).toContain("(UTC, 1 day): 0 views, 0 visitors.");
  expect(text).toContain("Top referrers\n  none: every visitor came directly");
});

test("the report is one page with SVG charts, no script, and every name escaped", () => {
  const html = visitReport(
    summarize(
      [...ROWS, row({ referrer: '<img src=x onerror="alert(1)">' })],
      "2026-11-30",
      "2026-12-02",
    ),
  );
  expect(html).toMatch(/^<!doctype html>/);
  expect(html).not.toMatch(/<script|<img/i);
  expect(html).toContain(
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
  );
  expect(html.match(/<svg /g)).toHaveLength(5);
  expect(html).toContain(
    "<strong>9 views</strong> and <strong>4 visitors</strong>",
  );
  expect(html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");
});

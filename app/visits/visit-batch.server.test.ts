// @vitest-environment node
import { OTHER_REFERRERS, createVisitBatch } from "./visit-batch.server";
import type { CountedView } from "./visit-batch.server";

const view = (changes: Partial<CountedView> = {}): CountedView => ({
  path: "/about",
  language: "en",
  referrer: "",
  device: "desktop",
  address: "203.0.113.7",
  userAgent: "Firefox",
  ...changes,
});

test("views of one page add up on one row; a visitor is counted on the row of their first view of the day", () => {
  const batch = createVisitBatch({
    now: () => Date.parse("2026-12-02T10:00Z"),
  });
  batch.add(view({ referrer: "linkedin.com" }));
  batch.add(view());
  batch.add(view());
  batch.add(view({ path: "/skills" }));
  batch.add(view({ userAgent: "Safari" }));
  batch.add(view({ address: "198.51.100.1" }));
  expect(batch.take()).toEqual([
    {
      day: "2026-12-02",
      path: "/about",
      language: "en",
      referrer: "linkedin.com",
      device: "desktop",
      views: 1,
      visitors: 1,
    },
    {
      day: "2026-12-02",
      path: "/about",
      language: "en",
      referrer: "",
      device: "desktop",
      views: 4,
      visitors: 2,
    },
    {
      day: "2026-12-02",
      path: "/skills",
      language: "en",
      referrer: "",
      device: "desktop",
      views: 1,
      visitors: 0,
    },
  ]);
});

test("what is taken is forgotten, but a visitor stays known for the rest of the day", () => {
  const batch = createVisitBatch({
    now: () => Date.parse("2026-12-02T10:00Z"),
  });
  batch.add(view());
  expect(batch.take()).toMatchObject([{ views: 1, visitors: 1 }]);
  expect(batch.take()).toEqual([]);
  batch.add(view());
  expect(batch.take()).toMatchObject([{ views: 1, visitors: 0 }]);
});

test("at midnight (UTC) the salt turns: the same visitor is a new one, on the new day's rows", () => {
  let now = Date.parse("2026-12-02T23:59:59Z");
  const batch = createVisitBatch({ now: () => now });
  batch.add(view());
  batch.add(view());
  now = Date.parse("2026-12-03T00:00:01Z");
  batch.add(view());
  batch.add(view());
  expect(batch.take()).toMatchObject([
    { day: "2026-12-02", views: 2, visitors: 1 },
    { day: "2026-12-03", views: 2, visitors: 1 },
  ]);
});

test("a flood of referring hosts is bounded: past the day's limit they are one (other)", () => {
  let now = Date.parse("2026-12-02T10:00Z");
  const batch = createVisitBatch({ now: () => now, maxReferrers: 3 });
  for (let n = 0; n < 1000; n++)
    batch.add(view({ referrer: `site-${n}.example`, address: `10.0.${n}` }));
  batch.add(view({ referrer: "site-1.example" }));
  batch.add(view({ referrer: "" }));
  const rows = batch.take();
  expect(rows.map((row) => [row.referrer, row.views])).toEqual([
    ["site-0.example", 1],
    ["site-1.example", 2],
    ["site-2.example", 1],
    [OTHER_REFERRERS, 997],
    ["", 1],
  ]);
  // A new day takes new hosts again.
  now = Date.parse("2026-12-03T10:00Z");
  batch.add(view({ referrer: "site-999.example" }));
  expect(batch.take()).toMatchObject([{ referrer: "site-999.example" }]);
});

test("past the day's limit of visitors kept apart, each is counted as new and none is remembered", () => {
  const batch = createVisitBatch({
    now: () => Date.parse("2026-12-02T10:00Z"),
    maxVisitors: 2,
  });
  for (const address of ["a", "b", "c", "c", "a"]) batch.add(view({ address }));
  expect(batch.take()).toMatchObject([{ views: 5, visitors: 4 }]);
});

test("a batch's rows are bounded by its pages, languages, devices and the referrer limit", () => {
  const batch = createVisitBatch({
    now: () => Date.parse("2026-12-02T10:00Z"),
    maxReferrers: 10,
  });
  for (let n = 0; n < 20_000; n++)
    batch.add(
      view({
        referrer: `r${n}.example`,
        address: `${n}`,
        userAgent: `${n}`,
        device: (["phone", "tablet", "desktop", "other"] as const)[n % 4],
      }),
    );
  // The first ten hosts, each seen once on one device, and "(other)" on each of the four.
  expect(batch.size).toBe(10 + 4);
});

// @vitest-environment node
// Views counted as a server answers them, in batches added to a real SQLite store: which views
// count, how batches and instances add up, what the store keeps, and a store that fails.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import express from "express";
import Database from "libsql";

import { openMessageStore } from "~/messages/message-store.server";
import { languageAt } from "~/words/language";

import { eventually } from "../../tests/support/eventually";
import { listen } from "../../tests/support/listen";

import { readVisits } from "./visit-store.server";
import { countPageViews, startVisits } from "./visits.server";
import type { Visits } from "./visits.server";

const FIREFOX =
  "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const NOON = Date.parse("2026-12-02T12:00Z");

let dataDir: string;
const quiet = { log: vi.fn(), error: vi.fn() };
beforeEach(() => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), "visits-")), "data");
  quiet.log.mockClear();
  quiet.error.mockClear();
});
afterEach(() =>
  rmSync(path.dirname(dataDir), { recursive: true, force: true }),
);

const storeIn = (dir: string) =>
  openMessageStore({ dataDir: dir, log: { log() {}, error() {} } });

function started(dir = dataDir, now = () => NOON) {
  const store = storeIn(dir);
  const visits = startVisits({
    store,
    keepDays: 730,
    log: quiet,
    now,
    flushEveryMs: 3_600_000,
  });
  return { store, visits };
}

/** A site of three pages, a 404, and a page answered 304 to a browser that has it. */
async function site(visits: Visits) {
  const pages = ["/", "/about", "/de/about"];
  const app = express();
  app.use(
    countPageViews(
      visits,
      (page) => pages.includes(page),
      "https://alexdoe.dev",
    ),
  );
  app.all("*", (request, response) => {
    if (!pages.includes(request.path.replace(/(.)\/$/, "$1")))
      return void response.status(404).send("no page");
    if (request.get("if-none-match") === '"kept"')
      return void response.status(304).end();
    response.setHeader("ETag", '"kept"');
    response.send("a page");
  });
  return listen(app);
}

test("a person's views of the site's pages count; crawlers, speculation, DNT, GPC, HEAD, 404s and invented addresses do not", async () => {
  const { store, visits } = started();
  const served = await site(visits);
  const get = (
    page: string,
    headers: Record<string, string> = {},
    method = "GET",
  ) =>
    fetch(`${served.url}${page}`, {
      method,
      headers: { "user-agent": FIREFOX, ...headers },
    }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });
  try {
    expect(await get("/", { referer: "https://www.linkedin.com/in/x" })).toBe(
      200,
    );
    expect(await get("/about", { referer: `${served.url}/` })).toBe(200);
    expect(await get("/about/", { "if-none-match": '"kept"' })).toBe(304);
    expect(await get("/about?utm_source=mail")).toBe(200);
    expect(await get("/de/about", { "user-agent": IPHONE })).toBe(200);
    // None of these.
    expect(await get("/about", { "user-agent": "Googlebot/2.1" })).toBe(200);
    expect(await get("/about", { "user-agent": "" })).toBe(200);
    expect(await get("/about", { "sec-purpose": "prefetch" })).toBe(200);
    expect(await get("/about", { "sec-purpose": "prefetch;prerender" })).toBe(
      200,
    );
    expect(await get("/about", { purpose: "prefetch" })).toBe(200);
    expect(await get("/about", { dnt: "1" })).toBe(200);
    expect(await get("/about", { "sec-gpc": "1" })).toBe(200);
    expect(await get("/about", {}, "HEAD")).toBe(200);
    expect(await get("/about", {}, "POST")).toBe(200);
    expect(await get("/invented-1")).toBe(404);
    expect(await get("/invented-2")).toBe(404);

    await eventually(async () => {
      await visits.flush();
      expect(
        (await readVisits(store, "2026-12-02")).reduce(
          (sum, row) => sum + row.views,
          0,
        ),
      ).toBe(5);
    });
    expect(await readVisits(store, "2026-12-02")).toEqual([
      {
        day: "2026-12-02",
        path: "/",
        // The page's language as the site reads it from its address: the owner's languages are
        // content, and "/de/about" is German's only where German is one of them.
        language: languageAt("/"),
        referrer: "linkedin.com",
        device: "desktop",
        views: 1,
        visitors: 1,
      },
      {
        day: "2026-12-02",
        path: "/about",
        language: languageAt("/about"),
        referrer: "",
        device: "desktop",
        views: 3,
        visitors: 0,
      },
      {
        day: "2026-12-02",
        path: "/de/about",
        language: languageAt("/de/about"),
        referrer: "",
        device: "phone",
        views: 1,
        visitors: 1,
      },
    ]);
  } finally {
    await served.close();
    await visits.stop();
    await store.close();
  }
});

test("batches add to the rows kept, and two instances on one store add up", async () => {
  const one = started();
  const two = started();
  const view = {
    path: "/about",
    language: "en",
    referrer: undefined,
    userAgent: FIREFOX,
    ownHosts: [],
  };
  try {
    one.visits.count({ ...view, address: "192.0.2.1" });
    await one.visits.flush();
    one.visits.count({ ...view, address: "192.0.2.1" });
    one.visits.count({ ...view, address: "192.0.2.2" });
    await one.visits.flush();
    // Uniques are each instance's own: the same visitor on the other instance is counted again.
    two.visits.count({ ...view, address: "192.0.2.1" });
    await two.visits.stop();
    expect(await readVisits(one.store, "2026-12-01")).toMatchObject([
      { day: "2026-12-02", path: "/about", views: 4, visitors: 3 },
    ]);
  } finally {
    await one.visits.stop();
    await Promise.all([one.store.close(), two.store.close()]);
  }
});

test("rows older than the days kept are removed when counting starts", async () => {
  const { store, visits } = started();
  const old = (day: string) => ({
    day,
    path: "/",
    language: "en",
    referrer: "",
    device: "desktop" as const,
    views: 1,
    visitors: 1,
  });
  const { addVisits } = await import("./visit-store.server");
  await visits.stop();
  await addVisits(store, [
    old("2024-12-01"),
    old("2024-12-02"),
    old("2026-12-01"),
  ]);
  await store.close();
  const again = started();
  try {
    await again.visits.flush();
    // 730 days before 2026-12-02 is 2024-12-02, the oldest day kept.
    expect(
      (await readVisits(again.store, "2000-01-01")).map((row) => row.day),
    ).toEqual(["2024-12-02", "2026-12-01"]);
  } finally {
    await again.visits.stop();
    await again.store.close();
  }
});

test("a store that cannot be written: said once, never thrown at a visitor, and said again when it can", async () => {
  const root = path.dirname(dataDir);
  const blocked = path.join(root, "not-a-folder");
  writeFileSync(blocked, "");
  const { store, visits } = started(blocked);
  const view = {
    path: "/about",
    language: "en",
    referrer: undefined,
    userAgent: FIREFOX,
    address: "192.0.2.1",
    ownHosts: [],
  };
  try {
    await visits.flush();
    for (let batch = 0; batch < 3; batch++) {
      expect(() => visits.count(view)).not.toThrow();
      await visits.flush();
    }
    expect(quiet.error).toHaveBeenCalledTimes(1);
    expect(quiet.error.mock.calls[0]![0]).toMatch(
      /^Visits cannot be counted in .*not-a-folder.*messages\.db \(.+\): the views until it can are lost\.$/,
    );
    expect(quiet.log).not.toHaveBeenCalled();

    rmSync(blocked);
    visits.count(view);
    await visits.flush();
    expect(quiet.log).toHaveBeenCalledExactlyOnceWith(
      expect.stringMatching(/^Visits are counted in .*messages\.db again\.$/),
    );
    expect(quiet.error).toHaveBeenCalledTimes(1);
    // The visitor's first view of the day was in a batch that was lost.
    expect(await readVisits(store, "2026-12-02")).toMatchObject([
      { path: "/about", views: 1, visitors: 0 },
    ]);
  } finally {
    await visits.stop();
    await store.close();
  }
});

test("the store holds counts only: no address, user agent or hash in any table or column", async () => {
  const { store, visits } = started();
  const address = "203.0.113.77";
  for (const userAgent of [FIREFOX, IPHONE])
    visits.count({
      path: "/about",
      language: "en",
      referrer: "https://example.org/some/page?q=secret",
      userAgent,
      address,
      ownHosts: [],
    });
  await visits.stop();
  await store.close();

  const database = new Database(path.join(dataDir, "messages.db"));
  try {
    const tables = database
      .prepare("select name from sqlite_master where type = 'table'")
      .all() as { name: string }[];
    const columns = database
      .prepare("select name from pragma_table_info('visits')")
      .all() as { name: string }[];
    expect(columns.map((column) => column.name)).toEqual([
      "day",
      "path",
      "language",
      "referrer",
      "device",
      "views",
      "visitors",
    ]);
    const everything = JSON.stringify(
      tables.map(({ name }) =>
        database.prepare(`select * from "${name}"`).all(),
      ),
    );
    expect(everything).toContain("example.org");
    for (const kept of [
      address,
      "113.77",
      "Firefox",
      "iPhone",
      "Mozilla",
      "secret",
      "/some/page",
    ])
      expect(everything).not.toContain(kept);
    // Nothing like a hash: no long run of letters and digits.
    expect(everything).not.toMatch(/[A-Za-z0-9_-]{20,}/);
  } finally {
    database.close();
  }
});

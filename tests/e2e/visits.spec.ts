// The visits the server counts, in the production build: pages read in a desktop's and a phone's
// browser, a reload, and the views that are not a person reading a page (a crawler, a prerender,
// DNT, the health check, an asset, a 404), then `npm run visits` as the owner runs it. Each
// server is stopped as a deployment stops it (SIGTERM), which writes the last batch.
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";

import Database from "libsql";

import { expect, SITE_ENV, test } from "./fixtures";
import { startServer } from "./server-process";
import { E2E_PORT } from "./site-url";
import { DESKTOP, folder, stopGracefully, visits } from "./visits-owner";

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const CRAWLER =
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

test.describe.configure({ timeout: 90_000 });

test("pages read in two browsers are counted exactly; a reload is one visitor; crawlers, prerenders, DNT, the health check, an asset and a 404 add nothing", async ({
  browser,
  playwright,
}) => {
  const data = folder();
  const server = await startServer({
    port: E2E_PORT + 40,
    env: { ...SITE_ENV, DATA_DIR: data.dir },
  });
  const origin = server.origin;
  const desktop = await browser.newContext({
    userAgent: DESKTOP,
    viewport: { width: 1280, height: 800 },
  });
  const phone = await browser.newContext({
    userAgent: PHONE,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const tracked = await browser.newContext({
    userAgent: DESKTOP,
    extraHTTPHeaders: { DNT: "1" },
  });
  const request = await playwright.request.newContext();
  try {
    const page = await desktop.newPage();
    // From a post on another site, then on through the site, and a reload.
    expect(
      (await page.goto(`${origin}/`, {
        referer: "https://news.example/post",
      }))!.status(),
    ).toBe(200);
    await page.goto(`${origin}/about`, { referer: `${origin}/` });
    await page.reload();

    const onPhone = await phone.newPage();
    await onPhone.goto(`${origin}/skills`, {
      referer: "https://www.linkedin.com/feed/",
    });
    await onPhone.goto(`${origin}/about`);

    // A visitor who asks not to be tracked.
    await (await tracked.newPage()).goto(`${origin}/resume`);

    const asked = (url: string, headers: Record<string, string> = {}) =>
      request
        .get(url, { headers: { "user-agent": DESKTOP, ...headers } })
        .then((response) => response.status());
    expect(await asked(`${origin}/about`, { "user-agent": CRAWLER })).toBe(200);
    expect(
      await asked(`${origin}/portfolio`, {
        "sec-purpose": "prefetch;prerender",
      }),
    ).toBe(200);
    expect(
      await asked(`${origin}/portfolio`, { "sec-purpose": "prefetch" }),
    ).toBe(200);
    expect(await asked(`${origin}/contact`, { "sec-gpc": "1" })).toBe(200);
    expect(await asked(`${origin}/healthz`)).toBe(200);
    const home = await request.get(`${origin}/`, {
      headers: { "user-agent": CRAWLER },
    });
    const asset = /(?:href|src)="(\/assets\/[^"]+)"/.exec(
      await home.text(),
    )![1]!;
    expect(await asked(`${origin}${asset}`)).toBe(200);
    expect(await asked(`${origin}/no-such-page`)).toBe(404);
    // A HEAD is no view.
    expect(
      (
        await request.head(`${origin}/skills`, {
          headers: { "user-agent": DESKTOP },
        })
      ).status(),
    ).toBe(200);
  } finally {
    await Promise.all([desktop.close(), phone.close(), tracked.close()]);
    await request.dispose();
  }
  await stopGracefully(server);

  try {
    const today = new Date().toISOString().slice(0, 10);
    const csv = path.join(data.dir, "visits.csv");
    expect(await visits(data.dir, "export", csv)).toMatch(
      /^4 rows from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} exported to /,
    );
    const [header, ...rows] = readFileSync(csv, "utf8").trim().split("\n");
    expect(header).toBe("day,path,language,referrer,device,views,visitors");
    // Every page in the default language, whatever the owner's content names it.
    const language = rows[0]!.split(",")[2]!;
    expect(rows.map((row) => row.split(",")[2])).toEqual(
      Array(4).fill(language),
    );
    // The desktop's visitor came in at the home page, the phone's at the skills; a move within
    // the site has no referrer; the reload is a view, not a visitor.
    expect(
      rows.map((row) => row.replace(`,${language},`, ",·,")).sort(),
    ).toEqual([
      `${today},/,·,news.example,desktop,1,1`,
      `${today},/about,·,,desktop,2,0`,
      `${today},/about,·,,phone,1,0`,
      `${today},/skills,·,linkedin.com,phone,1,1`,
    ]);

    const text = await visits(data.dir);
    expect(text).toMatch(
      /^Visits from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(UTC, 30 days\): 5 views, 2 visitors\.\n/,
    );
    expect(text).toContain(`  ${today}      5         2  ${"█".repeat(40)}\n`);
    expect(text).toContain(
      "Top pages\n  /about   3 views  0 came in here\n  /        1 view   1 came in here\n  /skills  1 view   1 came in here\n",
    );
    expect(text).toContain(
      "Top referrers\n  linkedin.com  1 view   1 visitor\n  news.example  1 view   1 visitor\n",
    );
    expect(text).toContain(
      "Devices\n  desktop  3 views  1 visitor\n  phone    2 views  1 visitor",
    );

    // The store holds counts alone: no address, user agent or hash in any table.
    const database = new Database(path.join(data.dir, "messages.db"));
    try {
      const tables = database
        .prepare("select name from sqlite_master where type = 'table'")
        .all() as { name: string }[];
      expect(tables.map((table) => table.name)).toContain("visits");
      const everything = JSON.stringify(
        tables.map(({ name }) =>
          database.prepare(`select * from "${name}"`).all(),
        ),
      );
      for (const kept of [
        "127.0.0.1",
        "Mozilla",
        "Firefox",
        "iPhone",
        "/post",
        "/feed",
      ])
        expect(everything).not.toContain(kept);
      expect(everything).not.toMatch(/[A-Za-z0-9_-]{20,}/);
    } finally {
      database.close();
    }

    // The report opens offline in Chromium, runs no script, and draws its charts.
    const report = path.join(data.dir, "visits.html");
    await visits(data.dir, "report", report, "--days", "7");
    const context = await browser.newContext();
    try {
      const opened = await context.newPage();
      await opened.goto(pathToFileURL(report).href);
      await expect(opened.getByRole("heading", { level: 1 })).toHaveText(
        /^Visits from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/,
      );
      expect(await opened.locator("script").count()).toBe(0);
      await expect(opened.locator("svg")).toHaveCount(5);
      await expect(opened.locator("svg").first()).toBeVisible();
      expect(
        (await opened.locator("svg").first().boundingBox())!.height,
      ).toBeGreaterThan(100);
      await expect(
        opened.getByRole("img", { name: /^Views and visitors per day/ }),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  } finally {
    data.remove();
  }
});

test("with the store unwritable, pages still answer 200, and the lost counts are said once", async ({
  request,
}) => {
  const data = folder();
  const file = path.join(data.dir, "not-a-folder");
  writeFileSync(file, "");
  const server = await startServer({
    port: E2E_PORT + 41,
    env: { ...SITE_ENV, DATA_DIR: file },
  });
  try {
    for (const page of ["/", "/about", "/skills", "/about"])
      expect(
        (
          await request.get(`${server.origin}${page}`, {
            headers: { "user-agent": DESKTOP },
          })
        ).status(),
      ).toBe(200);
    await stopGracefully(server);
    expect(
      server.output().match(/^Visits cannot be counted in /gm),
    ).toHaveLength(1);
    expect(server.output()).toMatch(
      /^Visits cannot be counted in .*not-a-folder.*: the views until it can are lost/m,
    );
  } finally {
    await server.stop();
    data.remove();
  }
});

test("VISITS=off counts nothing", async ({ request }) => {
  const data = folder();
  const server = await startServer({
    port: E2E_PORT + 42,
    env: { ...SITE_ENV, DATA_DIR: data.dir, VISITS: "off" },
  });
  try {
    for (const page of ["/", "/about"])
      expect(
        (
          await request.get(`${server.origin}${page}`, {
            headers: { "user-agent": DESKTOP },
          })
        ).status(),
      ).toBe(200);
    await stopGracefully(server);
    expect(await visits(data.dir, "--days", "1")).toMatch(
      /^Visits from (\d{4}-\d{2}-\d{2}) to \1 \(UTC, 1 day\): 0 views, 0 visitors\.\n/,
    );
  } finally {
    await server.stop();
    data.remove();
  }
});

test("the owner's command explains itself, and refuses what it cannot read with its usage", async () => {
  const data = folder();
  const { FORCE_COLOR: _, ...owner } = process.env;
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, ["build/visits.js", ...args], {
      env: { ...owner, DATA_DIR: data.dir },
    }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  try {
    const help = await run("--help");
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Shows the site's visits/);
    for (const [args, why] of [
      [["--days", "0"], "--days takes a whole number from 1 to 36500, not 0."],
      [
        ["--since", "2026-02-30"],
        "--since takes a day as 2026-12-01, not 2026-02-30.",
      ],
      [
        ["--days", "3", "--since", "2026-11-01"],
        "Give --days or --since, not both.",
      ],
      [["report"], "report needs a file's name."],
      [["count"], "Unknown command: count"],
    ] as const) {
      const refused = await run(...args);
      expect(refused.code, why).toBe(2);
      expect(refused.stderr).toMatch(
        new RegExp(
          `^${why.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")}\n\nShows the site's visits`,
        ),
      );
    }
  } finally {
    data.remove();
  }
});

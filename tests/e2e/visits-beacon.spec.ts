// The views the pages report themselves, in the production build: a page Chromium loaded ahead of
// the visit (which the server does not count as it serves it) counts once, when the visitor
// reaches it. Under a test's control Chromium prerenders no page (PrerenderingDisabledByDevTools)
// and loads it by the same rule as a prefetch instead: the prerender's own path is the unit
// test's (app/visits/view-beacon.test.ts). And behind a CDN (VISITS=beacon) every page shown reports its view and the server counts none.
import { expect, SITE_ENV, test } from "./fixtures";
import { startServer } from "./server-process";
import { E2E_PORT } from "./site-url";
import { DESKTOP, exportedRows, folder, stopGracefully } from "./visits-owner";

test.describe.configure({ timeout: 90_000 });

const today = () => new Date().toISOString().slice(0, 10);
/** A row without its language, which the content names. */
const withoutLanguage = (row: string) =>
  row.replace(/^([^,]*,[^,]*),[^,]*,/, "$1,·,");

test("a page loaded ahead as the pointer rests on its link counts once, when the visitor reaches it", async ({
  browser,
}) => {
  const data = folder();
  const server = await startServer({
    port: E2E_PORT + 46,
    env: { ...SITE_ENV, DATA_DIR: data.dir, REQUEST_LOG: "on" },
  });
  const context = await browser.newContext({ userAgent: DESKTOP });
  try {
    const page = await context.newPage();
    await page.goto(`${server.origin}/`, {
      referer: "https://news.example/post",
    });
    const asked = (path: string) =>
      server.requestLog().filter((line) => line.startsWith(`GET ${path} `))
        .length;
    const reported = () =>
      server
        .requestLog()
        .filter((line) => line.startsWith("POST /resources/view "));
    // The pointer rests on the link: the browser loads the page ahead, unseen.
    const link = page.locator('a[href="/skills"]').first();
    await link.hover();
    await expect
      .poll(() => asked("/skills"), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const ahead = asked("/skills");
    expect(reported()).toEqual([]);
    // The visitor follows it: the page loaded ahead is shown, not asked for again, and reports.
    await link.click();
    await page.waitForURL(`${server.origin}/skills`);
    expect(
      await page.evaluate(
        () =>
          (
            performance.getEntriesByType(
              "navigation",
            )[0] as PerformanceNavigationTiming & { deliveryType: string }
          ).deliveryType,
      ),
    ).toBe("navigational-prefetch");
    await expect.poll(() => reported().length).toBe(1);
    expect(reported()[0]).toMatch(/^POST \/resources\/view 204 /);
    expect(asked("/skills")).toBe(ahead);
    await context.close();
    await stopGracefully(server);
  } finally {
    await server.stop();
    await context.close();
  }
  try {
    expect((await exportedRows(data.dir)).map(withoutLanguage).sort()).toEqual([
      `${today()},/,·,news.example,desktop,1,1`,
      `${today()},/skills,·,,desktop,1,0`,
    ]);
  } finally {
    data.remove();
  }
});

test("behind a CDN every page shown reports its view, a page read without JavaScript counts nothing, and the reports are checked and limited", async ({
  browser,
  playwright,
}) => {
  const data = folder();
  const server = await startServer({
    port: E2E_PORT + 47,
    env: {
      ...SITE_ENV,
      DATA_DIR: data.dir,
      VISITS: "beacon",
      VIEW_RATE_LIMIT_MAX: "4",
      REQUEST_LOG: "on",
    },
  });
  const context = await browser.newContext({ userAgent: DESKTOP });
  const request = await playwright.request.newContext({
    extraHTTPHeaders: { "user-agent": DESKTOP },
  });
  const reported = () =>
    server
      .requestLog()
      .filter((line) => line.startsWith("POST /resources/view 204 ")).length;
  const report = (body: Record<string, string>, headers = {}) =>
    request
      .post(`${server.origin}/resources/view`, { form: body, headers })
      .then((answer) => answer.status());
  try {
    const page = await context.newPage();
    await page.goto(`${server.origin}/`, {
      referer: "https://news.example/post",
    });
    await expect.poll(reported).toBe(1);
    await page.goto(`${server.origin}/about`);
    await expect.poll(reported).toBe(2);
    // A visitor without JavaScript: the server counts no document it serves.
    expect((await request.get(`${server.origin}/skills`)).status()).toBe(200);
    // What the server will not count from a report: no page, a crawler; and one from another
    // site is refused.
    expect(await report({ path: "/no-such-page", referrer: "" })).toBe(204);
    expect(
      await report(
        { path: "/skills", referrer: "" },
        { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
      ),
    ).toBe(204);
    expect(
      await report(
        { path: "/skills", referrer: "" },
        { origin: "https://elsewhere.example" },
      ),
    ).toBe(403);
    expect(await report({ referrer: "" })).toBe(400);
    // Four reports a minute from one client here: the fifth waits.
    expect(await report({ path: "/skills", referrer: "" })).toBe(429);
    await context.close();
    await stopGracefully(server);
  } finally {
    await server.stop();
    await context.close();
    await request.dispose();
  }
  try {
    expect((await exportedRows(data.dir)).map(withoutLanguage).sort()).toEqual([
      `${today()},/,·,news.example,desktop,1,1`,
      `${today()},/about,·,,desktop,1,0`,
    ]);
  } finally {
    data.remove();
  }
});

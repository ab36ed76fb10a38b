// Two instances of the site behind one TLS proxy (Debian's nginx, taking turns between them),
// sharing their limits through a real redis-server: one budget per visitor across both, pages
// that agree byte for byte, and what happens when Redis is lost and comes back.
import { randomUUID } from "node:crypto";

import { expect, test } from "./fixtures";
import { TAB_PATH } from "./page-helpers";
import { formBody, rawRequest } from "./raw-http";
import { findRedisServer, startRedis } from "./redis-server";
import type { ServerProcess } from "./server-process";
import { E2E_PORT } from "./site-url";
import { findNginx } from "./nginx";
import { startInstancesBehindProxy } from "./tls-proxy";

const nginx = findNginx();
const redisServer = findRedisServer();
const CONTACT_LIMIT = 4;

const REDIS_PORT = E2E_PORT + 11;
const SITE_PORTS = [E2E_PORT + 12, E2E_PORT + 13];
const PROXY_PORT = E2E_PORT + 14;
const SITE_URL = `https://localhost:${PROXY_PORT}`;

const FELL_BACK =
  /cannot be reached .*: each instance counts the limits in its own memory/g;
const RECOVERED =
  /is reachable again: the limits are shared by every instance again/g;

test.describe.configure({ mode: "serial", timeout: 120_000 });
// Skipped only where redis-server cannot be installed (npm test installs it with Debian's
// package); the test summary then reports the Redis suite as not run, rather than passed.
test.skip(
  !redisServer,
  "redis-server is not installed: the Redis suite cannot run",
);
// Skipped only where nginx cannot be installed (npm test installs it with Debian's package):
// the two instances are reached through it, as owners run them; the summary reports the suite
// as not run, rather than passed.
test.skip(!nginx, "nginx is not installed: the Redis suite cannot run");

let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
let instances: Awaited<ReturnType<typeof startInstancesBehindProxy>>;
let sites: ServerProcess[] = [];
/** Each instance's log lines about Redis before it was killed. */
let linesBefore: Array<{ fellBack: number; recovered: number }> = [];

// The suite's start, kept: one that outlasts the hook's timeout, as a busy machine can make it,
// goes on all the same, and what it starts is stopped once it has. Left running, its proxy kept
// the suite's port from the next run.
let starting: Promise<void> | undefined;

test.beforeAll(async () => {
  starting = start();
  await starting;
});

async function start() {
  redis = await startRedis(redisServer!, REDIS_PORT);
  instances = await startInstancesBehindProxy(nginx!, {
    proxyPort: PROXY_PORT,
    sitePorts: SITE_PORTS,
    env: {
      REDIS_URL: redis.url,
      CONTACT_RATE_LIMIT_MAX: String(CONTACT_LIMIT),
    },
  });
  sites = instances.sites;
}

test.afterAll(async () => {
  await starting?.catch(() => {});
  await instances?.stop();
  await redis?.stop();
});

/** A message from a visitor at this loopback address, through the proxy. */
async function postContact(from: string) {
  const answer = await rawRequest(`${SITE_URL}/contact`, {
    method: "POST",
    from,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: SITE_URL,
    },
    body: formBody({
      name: "Ann Example",
      email: "ann@example.com",
      title: `Across instances ${randomUUID()}`,
      message: "Hello to whichever instance answers.",
    }),
  });
  return answer.status;
}

async function postMany(from: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push(await postContact(from));
  return statuses;
}

/** What an instance's health check says, asked directly (never limited). */
async function health(site: ServerProcess) {
  return (await rawRequest(`${site.origin}/healthz`)).body;
}

function logged(site: ServerProcess, pattern: RegExp) {
  return site.output().match(pattern)?.length ?? 0;
}

function served(site: ServerProcess, line: RegExp) {
  return site.requestLog().filter((entry) => line.test(entry)).length;
}

test.describe("two instances sharing Redis", () => {
  test("one visitor's contact limit is one budget across both instances", async () => {
    expect(await postMany("127.0.0.51", CONTACT_LIMIT + 3)).toEqual([
      200, 200, 200, 200, 429, 429, 429,
    ]);
    // The proxy took turns: both instances answered this visitor.
    for (const site of sites)
      await expect
        .poll(() => served(site, /^POST \/contact 429 /))
        .toBeGreaterThan(0);
  });

  test("while Redis hangs, pages answer at once and the form still answers", async () => {
    for (const site of sites)
      await expect
        .poll(() => health(site))
        .toBe("OK\nRedis: reachable, limits shared by every instance");
    redis!.pause();
    try {
      // No page waits on Redis. A page that asked it would have waited for the second a command
      // may take, at the end of which its instance gives up on Redis and says it is unreachable:
      // once the pages have answered, both still say it is reachable. Told so, rather than by
      // how long each page took, which is the machine's.
      for (const path of ["/", "/about", TAB_PATH, "/no-such-page"]) {
        const answer = await rawRequest(`${SITE_URL}${path}`, {
          from: "127.0.0.52",
        });
        expect(answer.status, path).toBe(path === "/no-such-page" ? 404 : 200);
      }
      for (const site of sites)
        expect(await health(site)).toBe(
          "OK\nRedis: reachable, limits shared by every instance",
        );
      // The form waits for Redis no longer than its timeout, then counts in memory, and the
      // instance that asked says Redis is unreachable, as it is.
      expect(await postContact("127.0.0.53")).toBe(200);
      await expect
        .poll(async () => (await Promise.all(sites.map(health))).join("\n"))
        .toContain("Redis: unreachable, limits counted by each instance alone");
    } finally {
      redis!.resume();
    }
    for (const site of sites)
      await expect
        .poll(() => health(site), { timeout: 15_000 })
        .toBe("OK\nRedis: reachable, limits shared by every instance");
  });

  test("both instances render each page to the same bytes and ETag, so either answers 304", async () => {
    const [first, second] = sites.map((site) => site.origin);
    for (const path of [
      "/",
      "/about",
      "/skills",
      "/resume",
      "/portfolio",
      TAB_PATH,
      "/contact",
    ]) {
      const a = await rawRequest(`${first}${path}`);
      const b = await rawRequest(`${second}${path}`);
      expect(a.status, path).toBe(200);
      expect(b.body, path).toBe(a.body);
      expect(a.headers.etag, path).toMatch(/^".+"$/);
      expect(b.headers.etag, path).toBe(a.headers.etag);
      const revalidated = await rawRequest(`${second}${path}`, {
        headers: { "If-None-Match": a.headers.etag! },
      });
      expect(revalidated.status, path).toBe(304);
    }
  });

  test("with Redis killed, pages still serve and the form answers with each instance's own limit", async () => {
    linesBefore = sites.map((site) => ({
      fellBack: logged(site, FELL_BACK),
      recovered: logged(site, RECOVERED),
    }));
    await redis!.kill();
    for (const site of sites)
      await expect
        .poll(() => health(site), { timeout: 15_000 })
        .toBe("OK\nRedis: unreachable, limits counted by each instance alone");

    for (let i = 0; i < 4; i++)
      expect(
        (await rawRequest(`${SITE_URL}/skills`, { from: "127.0.0.54" })).status,
      ).toBe(200);

    // Each instance counts alone: two limits for one visitor, never none, never a 500.
    const statuses = await postMany("127.0.0.55", 2 * CONTACT_LIMIT + 2);
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      2 * CONTACT_LIMIT,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);

    // One line each, however many reconnections fail.
    for (const [i, site] of sites.entries()) {
      expect(logged(site, FELL_BACK)).toBe(linesBefore[i]!.fellBack + 1);
      expect(logged(site, RECOVERED)).toBe(linesBefore[i]!.recovered);
    }
  });

  test("with Redis back, the instances share one limit again", async () => {
    await redis!.restart();
    for (const site of sites)
      await expect
        .poll(() => health(site), { timeout: 15_000 })
        .toBe("OK\nRedis: reachable, limits shared by every instance");

    expect(await postMany("127.0.0.56", CONTACT_LIMIT + 2)).toEqual([
      200, 200, 200, 200, 429, 429,
    ]);
    for (const [i, site] of sites.entries()) {
      expect(logged(site, FELL_BACK)).toBe(linesBefore[i]!.fellBack + 1);
      expect(logged(site, RECOVERED)).toBe(linesBefore[i]!.recovered + 1);
    }
  });
});

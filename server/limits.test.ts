// @vitest-environment node
// The limits in memory, and in a real redis-server shared by two stores as by two instances:
// started by the tests, killed and frozen as an outage would.
import { createServer } from "node:net";

import { Redis } from "ioredis";

import {
  MemoryLimiter,
  clientKey,
  createRateLimit,
  limitStore,
  memoryStore,
} from "./limits";
import type { LimitStore } from "./limits";
import { answersPing } from "../tests/e2e/redis-server";
import { eventually } from "../tests/support/eventually";
import { freePort, skipWithout, startTestRedis } from "../tests/support/redis";

const started = await startTestRedis();
afterAll(() => started.redis?.stop());

/** A store of the limits on the test's Redis, closed with the test, once it is connected. */
async function sharedStore(url = started.redis!.url) {
  const store = await limitStore(url);
  onTestFinished(() => store.close());
  await untilStatus(store, "reachable");
  return store;
}

const untilStatus = (store: LimitStore, status: "reachable" | "unreachable") =>
  eventually(() => expect(store.status()).toBe(status));

function captureLog() {
  return {
    out: vi.spyOn(console, "log").mockImplementation(() => {}),
    err: vi.spyOn(console, "error").mockImplementation(() => {}),
  };
}

/** Kills the test's Redis; once the test is over, it is started again, empty, if need be. */
async function outage() {
  const redis = started.redis!;
  await redis.kill();
  onTestFinished(async () => {
    if (!(await answersPing(redis.port))) await redis.restart();
  });
}

const FALLBACK =
  /^Redis at redis:\/\/127\.0\.0\.1:\d+ cannot be reached \(.+\): each instance counts the limits in its own memory until it is back\.$/;

test("past its maximum a limit says how long to wait, and keeps clients apart", async () => {
  const limit = createRateLimit(
    { name: "test", max: 2, windowSeconds: 60 },
    memoryStore,
  );
  expect(await limit.consume("192.0.2.1")).toEqual({ allowed: true });
  expect(await limit.consume("192.0.2.1")).toEqual({ allowed: true });
  expect(await limit.consume("192.0.2.1")).toEqual({
    allowed: false,
    retryAfterSeconds: 60,
  });
  expect(await limit.consume("192.0.2.2")).toEqual({ allowed: true });
});

test("a count given back can be used again", async () => {
  const limit = createRateLimit(
    { name: "test", max: 1, windowSeconds: 60 },
    memoryStore,
  );
  expect(await limit.consume("192.0.2.1")).toEqual({ allowed: true });
  await limit.refund("192.0.2.1");
  expect(await limit.consume("192.0.2.1")).toEqual({ allowed: true });
  expect((await limit.consume("192.0.2.1")).allowed).toBe(false);
});

test("an IPv4 address is its own key, also when written in IPv6 form", () => {
  expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
  expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  expect(clientKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
});

test("an IPv6 address counts by its /64, however it is written", () => {
  for (const address of [
    "2001:db8::1",
    "2001:db8::abcd:1",
    "2001:db8:0:0:1:2:3:4",
    "2001:0db8:0000:0000:ffff:ffff:ffff:ffff",
    "2001:DB8::A:B:C:D",
    "2001:db8::1%eth0",
  ])
    expect(clientKey(address), address).toBe("2001:db8::/64");
  // Longer compressed forms: the zeros sit inside the network part.
  expect(clientKey("2001:db8:0:1::abcd:1")).toBe("2001:db8:0:1::/64");
  expect(clientKey("2001::1:0:0:1")).toBe("2001::/64");
  expect(clientKey("fe80::1:2:3:4")).toBe("fe80::/64");
  expect(clientKey("2001:db8:1:2:3::")).toBe("2001:db8:1:2::/64");
  expect(clientKey("2001:db8:1:2:3::")).not.toBe(clientKey("2001:db8:1:3::1"));
});

test("anything that is not an address has no key", () => {
  for (const value of [
    undefined,
    "",
    "unknown",
    "1.2.3.4, 5.6.7.8",
    "x".repeat(16 * 1024),
    "2001:db8::1::2",
    "300.1.1.1",
    "1.2.3",
  ])
    expect(clientKey(value), String(value).slice(0, 20)).toBeNull();
});

test("past 50,000 clients the one counted least recently is forgotten; the others still count", async () => {
  const limiter = new MemoryLimiter({
    name: "bound",
    max: 1,
    windowSeconds: 60,
  });
  await limiter.consume("first");
  for (let i = 1; i < 50_000; i++) await limiter.consume(`client-${i}`);
  // 50,000 clients: every one remembered.
  expect((await limiter.get("first"))?.consumedPoints).toBe(1);
  await limiter.consume("one more");
  expect(await limiter.get("first")).toBeNull();
  expect((await limiter.get("client-1"))?.consumedPoints).toBe(1);
  expect((await limiter.get("one more"))?.consumedPoints).toBe(1);
});

test("no Redis configured: the limits are counted in memory, and the health check says Redis is not used", async () => {
  const store = await limitStore(undefined);
  expect(store.status()).toBe("not used");
  const limit = createRateLimit(
    { name: "alone", max: 1, windowSeconds: 60 },
    store.store,
  );
  expect(await limit.consume("192.0.2.1")).toEqual({ allowed: true });
  expect((await limit.consume("192.0.2.1")).allowed).toBe(false);
  await store.close();
});

test("Redis down when the server starts: each instance counts alone, and the log says why, once", async () => {
  const log = captureLog();
  const port = await freePort();
  const store = await limitStore(`redis://127.0.0.1:${port}`);
  onTestFinished(() => store.close());
  await eventually(() => expect(log.err).toHaveBeenCalled());
  expect(store.status()).toBe("unreachable");
  const limit = createRateLimit(
    { name: "down", max: 1, windowSeconds: 60 },
    store.store,
  );
  expect(await limit.consume("192.0.2.1")).toEqual({ allowed: true });
  expect((await limit.consume("192.0.2.1")).allowed).toBe(false);
  expect(log.err.mock.calls).toEqual([
    [
      `Redis at redis://127.0.0.1:${port} cannot be reached (ECONNREFUSED): each instance counts the limits in its own memory until it is back.`,
    ],
  ]);
  expect(log.out).not.toHaveBeenCalled();
});

test("two instances sharing Redis count one visitor together", async (context) => {
  skipWithout(started, context);
  const log = captureLog();
  const settings = { name: "shared", max: 3, windowSeconds: 60 };
  const [first, second] = [await sharedStore(), await sharedStore()].map(
    (store) => createRateLimit(settings, store.store),
  );
  expect(await first!.consume("192.0.2.1")).toEqual({ allowed: true });
  expect(await second!.consume("192.0.2.1")).toEqual({ allowed: true });
  // Given back on one instance, the count is back for the other.
  await second!.refund("192.0.2.1");
  expect(await first!.consume("192.0.2.1")).toEqual({ allowed: true });
  expect(await second!.consume("192.0.2.1")).toEqual({ allowed: true });
  expect(await first!.consume("192.0.2.1")).toEqual({
    allowed: false,
    retryAfterSeconds: 60,
  });
  expect(await first!.consume("192.0.2.2")).toEqual({ allowed: true });
  expect(log.err).not.toHaveBeenCalled();
});

test("the log names Redis without its user or password, as it shares the limits and as it falls back", async (context) => {
  skipWithout(started, context);
  const { url, port } = started.redis;
  const admin = new Redis(url);
  await admin.call(
    "ACL",
    "SETUSER",
    "site-user",
    "on",
    ">s3cret-pass",
    "~*",
    "&*",
    "+@all",
  );
  await admin.quit();
  const log = captureLog();
  const store = await sharedStore(
    `redis://site-user:s3cret-pass@127.0.0.1:${port}`,
  );
  expect(log.out.mock.calls).toEqual([
    [
      `Limits are shared by every instance through Redis at redis://127.0.0.1:${port}.`,
    ],
  ]);
  await outage();
  await untilStatus(store, "unreachable");
  await eventually(() => expect(log.err).toHaveBeenCalled());
  const [[line]] = log.err.mock.calls as [[string]];
  expect(line).toMatch(FALLBACK);
  expect(line).toContain(`Redis at redis://127.0.0.1:${port} cannot`);
});

test("while Redis is down the health check says so and each instance counts alone; once back, one budget again, with one log line each way", async (context) => {
  skipWithout(started, context);
  const log = captureLog();
  const store = await sharedStore();
  const limit = createRateLimit(
    { name: "outage", max: 2, windowSeconds: 60 },
    store.store,
  );
  expect(await limit.consume("192.0.2.1")).toEqual({ allowed: true });
  await outage();
  await untilStatus(store, "unreachable");
  // Counted in this instance's memory, from nothing: never unlimited, never an error.
  expect(await limit.consume("192.0.2.1")).toEqual({ allowed: true });
  expect(await limit.consume("192.0.2.1")).toEqual({ allowed: true });
  expect((await limit.consume("192.0.2.1")).allowed).toBe(false);
  // Three tries at reconnecting, to a port that now hangs up on every connection: each at least
  // 100 ms after the one before, never in a tight loop, and still one line. Told by the times
  // between tries, which the client's own timers set, rather than by how many fit in a second
  // of a busy machine.
  const tries = await connectionsTo(started.redis.port, 3);
  for (const [index, time] of tries.slice(1).entries())
    expect(time - tries[index]!).toBeGreaterThanOrEqual(99);
  await started.redis.restart();
  await untilStatus(store, "reachable");
  // Back in Redis, which came back empty: the memory's count is not what answers.
  expect(await limit.consume("192.0.2.1")).toEqual({ allowed: true });
  expect(log.err.mock.calls).toEqual([
    [expect.stringMatching(/ cannot be reached \(connection closed\): /)],
  ]);
  expect(log.out.mock.calls.map(([line]) => line)).toEqual([
    expect.stringMatching(/^Limits are shared by every instance through Redis/),
    expect.stringMatching(
      /^Redis at redis:\/\/127\.0\.0\.1:\d+ is reachable again: the limits are shared by every instance again\.$/,
    ),
  ]);
});

test("a Redis that hangs: a limit is counted in memory within a second, and the health check says Redis is unreachable", async (context) => {
  skipWithout(started, context);
  const log = captureLog();
  const store = await sharedStore();
  const limit = createRateLimit(
    { name: "hang", max: 1, windowSeconds: 60 },
    store.store,
  );
  started.redis.pause();
  onTestFinished(() => {
    started.redis!.resume();
  });
  expect(await limit.consume("192.0.2.1")).toEqual({ allowed: true });
  await untilStatus(store, "unreachable");
  // The client gave the command up after a second without an answer: what answered in its
  // place, within that second of the client's own timer however long a busy machine made it.
  expect(log.err.mock.calls).toEqual([
    [
      expect.stringMatching(
        /\(Socket timeout\. Expecting data, but didn't receive any in 1000ms\.\): /,
      ),
    ],
  ]);
  expect(log.err.mock.calls[0]![0]).toMatch(FALLBACK);
  started.redis.resume();
  await untilStatus(store, "reachable");
});

test("a store being closed lets its connection go, says nothing of it, and stops reconnecting", async (context) => {
  skipWithout(started, context);
  const log = captureLog();
  const admin = new Redis(started.redis.url);
  onTestFinished(() => admin.disconnect());
  const connections = async () =>
    String(await admin.call("CLIENT", "LIST"))
      .trim()
      .split("\n").length;
  const alone = await connections();
  const store = await limitStore(started.redis.url);
  await untilStatus(store, "reachable");
  expect(await connections()).toBe(alone + 1);
  await store.close();
  await eventually(async () => expect(await connections()).toBe(alone));
  expect(log.out).toHaveBeenCalledTimes(1);
  expect(log.err).not.toHaveBeenCalled();

  // Closed while Redis is away, it does not come back with it.
  const orphan = await limitStore(started.redis.url);
  await untilStatus(orphan, "reachable");
  admin.disconnect();
  await outage();
  await untilStatus(orphan, "unreachable");
  await orphan.close();
  await started.redis.restart();
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(orphan.status()).toBe("unreachable");
});

/** When each of the first `count` connections to a port that hangs up on each one came. */
async function connectionsTo(port: number, count: number) {
  const times: number[] = [];
  let enough = () => {};
  const received = new Promise<void>((resolve) => (enough = resolve));
  const server = createServer((socket) => {
    times.push(performance.now());
    socket.destroy();
    if (times.length === count) enough();
  });
  await new Promise<void>((resolve) =>
    server.listen(port, "127.0.0.1", resolve),
  );
  await received;
  await new Promise((resolve) => server.close(resolve));
  return times.slice(0, count);
}

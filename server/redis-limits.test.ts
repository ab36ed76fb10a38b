// @vitest-environment node
// Redis that cannot be reached: the limits still hold, counted in this process, and the log
// says so once. (Limits shared through a real redis-server, lost and regained, are proven by
// tests/e2e/redis.spec.ts.)
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";

import { createRateLimit } from "./rate-limits";
import { redisLimits } from "./redis-limits";

/** A loopback port nothing listens on. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test("with Redis down at start, each limit counts in memory and the log says so once", async () => {
  const info: string[] = [];
  const warn: string[] = [];
  const url = `redis://:s3cret@127.0.0.1:${await closedPort()}`;
  const shared = redisLimits(url, {
    info: (line) => info.push(line),
    warn: (line) => warn.push(line),
  });
  try {
    const limit = createRateLimit(
      { name: "contact", max: 3, windowSeconds: 600 },
      shared.store,
    );
    const started = Date.now();
    const decisions = [];
    for (let i = 0; i < 5; i++)
      decisions.push(await limit.consume("192.0.2.9"));
    expect(decisions.map((decision) => decision.allowed)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    // Answered from memory at once, not after a connection timeout per request.
    expect(Date.now() - started).toBeLessThan(1000);
    expect(shared.isReachable()).toBe(false);

    // Several reconnection attempts fail (100, 200, 300 ms apart): still one line.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(warn).toEqual([
      expect.stringMatching(
        /^Redis at redis:\/\/127\.0\.0\.1:\d+ cannot be reached \(ECONNREFUSED\): each instance counts the limits in its own memory until it is back\.$/,
      ),
    ]);
    expect(info).toEqual([]);
  } finally {
    await shared.close();
  }
});

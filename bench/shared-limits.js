// `node bench/shared-limits.js`: how many of N contact messages one visitor gets through with
// one, two and three instances taking turns, their limits counted in memory or shared through a
// real redis-server; then the same three instances while Redis is killed and once it is back.
// Loopback only, bounded: N messages per row. Prints a table; asserts nothing (the Redis suite
// in tests/e2e does). Needs `npm run build` and redis-server; runs under tsx (`npm run
// bench:limits`) to start Redis the way that suite does.
import { findRedisServer, startRedis } from "../tests/e2e/redis-server.ts";
import { startEmailService } from "../tests/mocks/email-service.js";

import { startServer } from "./server-process.js";

const MESSAGES = 20;
const CONTACT_LIMIT = 5;
// Ports of their own, after the ones the browser tests take.
const BASE = Number(process.env.E2E_PORT ?? 3100) + 15;
const REDIS_PORT = BASE;
const SITE_PORTS = [BASE + 1, BASE + 2, BASE + 3];

const emailService = await startEmailService();
const redisServer = findRedisServer();
if (!redisServer) throw new Error("redis-server is not installed");
const redis = await startRedis(redisServer, REDIS_PORT);
let visitor = 0;

/** Sends N messages as one new visitor, in turns across the instances, as a proxy would. */
async function sendMessages(sites) {
  // The instances trust one proxy hop: the forwarded address is the visitor.
  const address = `198.51.100.${++visitor}`;
  const statuses = [];
  for (let i = 0; i < MESSAGES; i++) {
    const site = sites[i % sites.length];
    const response = await fetch(`${site.url}/contact`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: site.url,
        "X-Forwarded-For": address,
      },
      body: new URLSearchParams({
        name: "Ann Example",
        email: "ann@example.com",
        title: `Message ${i + 1}`,
        message: "Counting how many get through.",
      }),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  const count = (status) => statuses.filter((value) => value === status).length;
  const other = statuses.length - count(200) - count(429);
  return `${count(200)} of ${MESSAGES} sent, ${count(429)} refused (429)${other ? `, ${other} other` : ""}`;
}

async function startSites(count, withRedis) {
  return Promise.all(
    SITE_PORTS.slice(0, count).map((port) =>
      startServer({
        port,
        env: {
          TRUST_PROXY: "1",
          SITE_URL: "https://portfolio.example",
          REQUEST_LOG: "off",
          RATE_LIMIT_MAX: "0",
          CONTACT_RATE_LIMIT_MAX: String(CONTACT_LIMIT),
          EMAILJS_ORIGIN: emailService.origin,
          EMAILJS_SERVICE_ID: "service_bench",
          EMAILJS_TEMPLATE_ID: "template_bench",
          EMAILJS_PUBLIC_KEY: "public_bench",
          ...(withRedis ? { REDIS_URL: redis.url } : {}),
        },
      }),
    ),
  );
}

const rows = [];
try {
  for (const withRedis of [false, true])
    for (const count of [1, 2, 3]) {
      const sites = await startSites(count, withRedis);
      const store = withRedis ? "Redis" : "memory";
      rows.push([
        `${count} instance${count > 1 ? "s" : ""}, ${store}`,
        await sendMessages(sites),
      ]);
      await Promise.all(sites.map((site) => site.stop()));
    }

  const sites = await startSites(3, true);
  await redis.kill();
  await waitForHealth(sites, "unreachable");
  rows.push(["3 instances, Redis killed", await sendMessages(sites)]);
  await redis.restart();
  await waitForHealth(sites, "reachable");
  rows.push(["3 instances, Redis back", await sendMessages(sites)]);
  await Promise.all(sites.map((site) => site.stop()));
} finally {
  await redis.stop();
  await emailService.close();
}

console.log(
  `One visitor, ${MESSAGES} messages in turns across the instances, limit ${CONTACT_LIMIT} per window:`,
);
for (const [setup, result] of rows)
  console.log(`  ${setup.padEnd(28)} ${result}`);
process.exit(0);

async function waitForHealth(sites, status) {
  const started = Date.now();
  for (;;) {
    const answers = await Promise.all(
      sites.map((site) =>
        fetch(`${site.url}/healthz`).then((response) => response.text()),
      ),
    );
    if (answers.every((text) => text.includes(`Redis: ${status}`))) return;
    if (Date.now() - started > 15_000)
      throw new Error(`Redis never became ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

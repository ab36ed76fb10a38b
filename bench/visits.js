// What counting the visits costs the pages: a flood of page requests with random addresses (the
// site's pages and invented ones), referrers and user agents, against the production build with
// VISITS=on and with VISITS=off, in alternate rounds of the same run, on loopback. It prints each
// side's median requests a second and the server's processor time a request (the steadier
// figure on a shared machine, where the load generator competes with the server), the server's
// memory after each round, and the rows the store holds once the counting server has stopped. Each round is bounded in
// time and in requests.
//
//   npx tsx bench/visits.js     (after npm run build; BENCH_PORT, default 3200, and the next)
//
// BENCH_ROUNDS (default 5) rounds a side, BENCH_DURATION (default 5) seconds each, at most
// BENCH_REQUESTS (default 200000) requests a round.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import autocannon from "autocannon";
import Database from "libsql";

import { PAGES } from "../app/pages.ts";

import { median, start } from "./processes.js";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const MAX_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200_000);
const CONNECTIONS = 20;

const AGENTS = [
  "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const random = () => Math.random().toString(36).slice(2, 10);

/**
 * One request of a flood: a real page most of the time, from anywhere; by a user agent never
 * seen before (`invented`), or by one of a few browsers, as real visitors are.
 */
const setupRequest = (invented) => (request) => {
  const page = Math.random() < 0.8 ? pick(PAGES).path : `/${random()}`;
  return {
    ...request,
    path: `${page}?ref=${random()}`,
    headers: {
      "accept-encoding": "gzip, br",
      "user-agent": invented ? `${pick(AGENTS)} ${random()}` : pick(AGENTS),
      referer: `https://${random()}.example/${random()}`,
    },
  };
};

/** Requests a second of one round, bounded in time and in count. */
function round(url, invented = true) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        amount: MAX_REQUESTS,
        requests: [{ setupRequest: setupRequest(invented) }],
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              rps: result.requests.average,
              total: result.requests.total,
              failed: `${result.errors} errors, ${result.timeouts} timeouts`,
              anyFailed: result.errors + result.timeouts > 0,
            }),
    );
    setTimeout(() => instance.stop(), DURATION_S * 1000);
  });
}

/** The processor time a process has used, in milliseconds (user and system, from /proc). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
    .split(") ")[1]
    .split(" ");
  // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const rssMb = (pid) =>
  Number(
    /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1],
  ) / 1024;

const dirs = {
  on: await mkdtemp(path.join(tmpdir(), "bench-visits-on-")),
  off: await mkdtemp(path.join(tmpdir(), "bench-visits-off-")),
};
const env = (side) => ({
  VISITS: side,
  DATA_DIR: dirs[side],
  REQUEST_LOG: "off",
  MAX_CONNECTIONS_PER_CLIENT: "10000",
});
const servers = {
  on: await start({ port: PORT, env: env("on") }),
  off: await start({ port: PORT + 1, env: env("off") }),
};
// Each server makes its pages' Brotli after it starts, at its strongest, page by page: waited
// for, so that it is no part of what a round measures; then one round each, not counted, so that
// both run their code warm.
for (const { url } of Object.values(servers))
  for (const { path: page } of PAGES)
    for (;;) {
      const answer = await fetch(`${url}${page}`, {
        headers: { "accept-encoding": "br", "user-agent": AGENTS[0] },
      });
      await answer.arrayBuffer();
      if (answer.headers.get("content-encoding") === "br") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
for (const { url } of Object.values(servers)) await round(url);
const FLOODS = { invented: true, browsers: false };
const figures = {};
try {
  for (const [flood, invented] of Object.entries(FLOODS))
    for (let index = 0; index < ROUNDS; index++)
      // Alternately first, so a machine that slows over the run weighs on both alike.
      for (const side of index % 2 ? ["off", "on"] : ["on", "off"]) {
        const { pid } = servers[side];
        const before = cpuMs(pid);
        const { rps, total, failed, anyFailed } = await round(
          servers[side].url,
          invented,
        );
        if (anyFailed) throw new Error(`Requests failed (${side}): ${failed}`);
        // The server's own processor time for each request: what the load generator and the
        // machine's other work cannot blur, as they blur requests a second.
        const cost = ((cpuMs(pid) - before) * 1000) / total;
        const figure = (figures[`${flood} ${side}`] ??= {
          rps: [],
          cost: [],
          requests: 0,
        });
        figure.rps.push(rps);
        figure.cost.push(cost);
        figure.requests += total;
        console.log(
          `${flood} agents, round ${index + 1}, counting ${side.padEnd(3)}: ${Math.round(rps)} requests/s, ${cost.toFixed(0)} µs of processor a request, ${total} requests, server ${rssMb(pid).toFixed(0)} MB`,
        );
      }
} finally {
  await Promise.all([servers.on.stop(), servers.off.stop()]);
}
const database = new Database(path.join(dirs.on, "messages.db"));
const { rows, views } = database
  .prepare("select count(*) as rows, sum(views) as views from visits")
  .get();
database.close();
await Promise.all(
  Object.values(dirs).map((dir) => rm(dir, { recursive: true, force: true })),
);

const change = (a, b) =>
  `${a >= b ? "+" : ""}${(((a - b) / b) * 100).toFixed(1)} %`;
const lines = [""];
for (const flood of Object.keys(FLOODS)) {
  const [on, off] = ["on", "off"].map((side) => {
    const { rps, cost, requests } = figures[`${flood} ${side}`];
    return { rps: median(rps), cost: median(cost), requests };
  });
  lines.push(
    `${flood} agents, counting off: ${Math.round(off.rps)} requests/s, ${off.cost.toFixed(0)} µs of processor a request (medians of ${ROUNDS} rounds, ${off.requests} requests)`,
    `${flood} agents, counting on:  ${Math.round(on.rps)} requests/s, ${on.cost.toFixed(0)} µs of processor a request (medians of ${ROUNDS} rounds, ${on.requests} requests)`,
    `${flood} agents, on against off: ${change(on.rps, off.rps)} requests/s, ${change(on.cost, off.cost)} processor a request`,
  );
}
const counted = Object.keys(FLOODS).reduce(
  (sum, flood) => sum + figures[`${flood} on`].requests,
  0,
);
lines.push(
  `Store: ${rows} rows holding ${views} views, after ${counted} requests with random addresses and referrers`,
);
console.log(lines.join("\n"));

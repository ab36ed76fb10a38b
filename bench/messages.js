// Messages kept per second: the contact form under load, every message valid and kept, in the
// embedded SQLite file and in a real PostgreSQL (Debian's, started for the run, as the tests
// do). No email service is configured, so the figure is the form and the store alone: what a
// visitor waits for. Skipped, and said so, where PostgreSQL is not installed.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { findPostgres, startPostgres } from "../tests/e2e/postgres-server.ts";

import { start } from "./processes.js";
import { load } from "./throughput.js";

const BODY = new URLSearchParams({
  name: "Bench Visitor",
  email: "bench@example.com",
  title: "A message from the benchmark",
  message: "Hello,\nthis is one of many messages, kept before it is answered.",
}).toString();

const keep = (url, options) =>
  load(`${url}/contact.data`, {
    ...options,
    method: "POST",
    body: BODY,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: url.replace("127.0.0.1", "localhost"),
    },
  });

/** One row for each store: kept per second, its latency, and answers that were not a success. */
export async function measureMessages({ port, connections, duration }) {
  const dir = await mkdtemp(path.join(tmpdir(), "bench-messages-"));
  const bin = findPostgres();
  // Flushed to disk on each commit, as the SQLite file is.
  const postgres = bin
    ? await startPostgres(bin, port + 1, { durable: true })
    : null;
  const stores = [
    { name: "SQLite file", env: { DATA_DIR: dir } },
    ...(postgres
      ? [{ name: "PostgreSQL", env: { DATABASE_URL: postgres.url } }]
      : []),
  ];
  const rows = [];
  try {
    for (const { name, env } of stores) {
      const site = await start({
        port,
        env: {
          ...env,
          SITE_URL: `http://localhost:${port}`,
          REQUEST_LOG: "off",
          MAX_CONNECTIONS_PER_CLIENT: "1000",
          CONTACT_RATE_LIMIT_MAX: "1000000",
          CONTACT_ATTEMPT_RATE_LIMIT_MAX: "1000000",
          MAX_UNDELIVERED_MESSAGES: "10000000",
          EMAILJS_SERVICE_ID: "",
        },
      });
      try {
        rows.push({
          name,
          ...(await keep(site.url, { connections, duration })),
        });
      } finally {
        await site.stop();
      }
    }
  } finally {
    await postgres?.remove();
    await rm(dir, { recursive: true, force: true });
  }
  return { rows, postgres: Boolean(postgres) };
}

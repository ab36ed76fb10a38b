// @vitest-environment node
import express from "express";

import { rateLimit } from "./rate-limit";
import { listen } from "./test-support";

async function siteWith(options: Parameters<typeof rateLimit>[0]) {
  const app = express();
  app.set("trust proxy", true);
  app.use(rateLimit(options));
  app.get("*", (_request, response) => {
    response.send("page");
  });
  return listen(app);
}

const from = (address: string) => ({ headers: { "X-Forwarded-For": address } });

test("past the limit a client is told to wait, and others are not", async () => {
  let time = 0;
  const site = await siteWith({ max: 3, windowMs: 60_000, now: () => time });
  try {
    for (let i = 0; i < 3; i++) {
      expect((await fetch(site.url, from("203.0.113.1"))).status).toBe(200);
    }
    time = 15_000;
    const refused = await fetch(site.url, from("203.0.113.1"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("45");
    expect(await refused.text()).toMatch(/try again in 45 seconds/);
    expect((await fetch(site.url, from("203.0.113.2"))).status).toBe(200);

    // A new window starts afresh.
    time = 60_000;
    expect((await fetch(site.url, from("203.0.113.1"))).status).toBe(200);
  } finally {
    await site.close();
  }
});

test("0 turns the limit off", async () => {
  const site = await siteWith({ max: 0, windowMs: 60_000 });
  try {
    for (let i = 0; i < 20; i++) {
      expect((await fetch(site.url, from("203.0.113.9"))).status).toBe(200);
    }
  } finally {
    await site.close();
  }
});

test("a flood of addresses cannot grow the memory without bound", async () => {
  const time = 0;
  const site = await siteWith({
    max: 1,
    windowMs: 60_000,
    maxClients: 3,
    now: () => time,
  });
  try {
    expect((await fetch(site.url, from("198.51.100.1"))).status).toBe(200);
    expect((await fetch(site.url, from("198.51.100.1"))).status).toBe(429);
    for (const address of ["198.51.100.2", "198.51.100.3", "198.51.100.4"]) {
      await fetch(site.url, from(address));
    }
    // The first client was forgotten to make room: it starts a new window.
    expect((await fetch(site.url, from("198.51.100.1"))).status).toBe(200);
  } finally {
    await site.close();
  }
});

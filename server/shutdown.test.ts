// @vitest-environment node
import express from "express";

import { closeGracefully } from "./shutdown";
import { listen } from "./test-support";

async function slowSite(delayMs: number) {
  const app = express();
  app.get("/slow", (_request, response) => {
    setTimeout(() => response.send("finished"), delayMs);
  });
  app.get("/", (_request, response) => {
    response.send("home");
  });
  return listen(app);
}

test("a request in flight finishes before the server stops, and new ones are refused", async () => {
  const site = await slowSite(300);
  await fetch(site.url); // leaves an idle keep-alive connection behind
  const inFlight = fetch(`${site.url}/slow`).then((response) =>
    response.text(),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));

  const started = Date.now();
  const stopped = closeGracefully(site.server, 5000);
  await expect(fetch(site.url)).rejects.toThrow();
  expect(await inFlight).toBe("finished");
  expect(await stopped).toBe("drained");
  expect(Date.now() - started).toBeLessThan(1000);
});

test("a request that takes too long is cut off at the deadline", async () => {
  const site = await slowSite(5000);
  const inFlight = fetch(`${site.url}/slow`).catch(() => "cut off");
  await new Promise((resolve) => setTimeout(resolve, 50));
  const started = Date.now();
  expect(await closeGracefully(site.server, 200)).toBe("timed out");
  expect(Date.now() - started).toBeLessThan(1000);
  expect(await inFlight).toBe("cut off");
});

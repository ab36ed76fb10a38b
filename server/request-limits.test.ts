// @vitest-environment node
import { request as httpRequest } from "node:http";

import express from "express";

import { MAX_BODY_BYTES, requestLimits } from "./request-limits";
import { listen } from "./test-support";

let site: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  const app = express();
  app.use(requestLimits());
  app.all("*", (_request, response) => {
    response.send("reached the site");
  });
  site = await listen(app);
});

afterAll(() => site.close());

test("GET, HEAD and POST reach the site", async () => {
  expect((await fetch(site.url)).status).toBe(200);
  expect((await fetch(site.url, { method: "HEAD" })).status).toBe(200);
  expect((await fetch(site.url, { method: "POST", body: "a=1" })).status).toBe(
    200,
  );
});

test("other methods are refused with 405 and the methods allowed", async () => {
  for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
    const response = await fetch(site.url, { method });
    expect(response.status, method).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
  }
});

test("a body over the limit is refused with 413 before it is read", async () => {
  const response = await fetch(site.url, {
    method: "POST",
    body: "x".repeat(MAX_BODY_BYTES + 1),
  });
  expect(response.status).toBe(413);
  expect(await response.text()).toMatch(/too large/);
  const atLimit = await fetch(site.url, {
    method: "POST",
    body: "x".repeat(MAX_BODY_BYTES),
  });
  expect(atLimit.status).toBe(200);
});

test("a body of unknown length is refused with 411", async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      `${site.url}/contact`,
      { method: "POST" },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    // Writing without a Content-Length sends the body in chunks.
    request.write("name=a");
    request.end();
  });
  expect(status).toBe(411);
});

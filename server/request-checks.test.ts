// @vitest-environment node
import { request as httpRequest } from "node:http";

import express from "express";

import {
  requestLimits,
  sameOriginPosts,
  wellFormedRequests,
} from "./request-checks";
import { listen } from "../tests/support/listen";

let site: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  const app = express();
  app.use(wellFormedRequests);
  app.use(requestLimits);
  app.use(sameOriginPosts("https://alexdoe.dev"));
  app.all("*", (request, response) => {
    response.json({
      origin: request.headers.origin ?? null,
      forwardedHost: request.headers["x-forwarded-host"] ?? null,
    });
  });
  site = await listen(app);
});

/** Sends a request as written: Host and path included. */
function send(path: string, headers: Record<string, string>, method = "GET") {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      `${site.url}${path}`,
      { method, headers, path },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body }),
        );
      },
    );
    request.on("error", reject);
    request.end(method === "POST" ? "a=1" : undefined);
  });
}

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
    body: "x".repeat(64 * 1024 + 1),
  });
  expect(response.status).toBe(413);
  expect(await response.text()).toMatch(/too large/);
  const atLimit = await fetch(site.url, {
    method: "POST",
    body: "x".repeat(64 * 1024),
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

test("a Host that is not a host, or a path that does not decode, is refused with 400", async () => {
  for (const host of ["a b", "a@b", "localhost:99999", "a/b", "a?b", "[::1"]) {
    const answer = await send("/", { Host: host });
    expect(answer.status, host).toBe(400);
    expect(answer.body, host).toBe("The Host header is not a valid host.");
  }
  for (const host of [
    "alexdoe.dev",
    "AlexDoe.dev:8443",
    "127.0.0.1:3000",
    "[::1]:3000",
    "x:80",
  ])
    expect((await send("/", { Host: host })).status, host).toBe(200);
  for (const path of ["/%zz", "/about%e0%a4%a"])
    expect((await send(path, { Host: "x" })).status, path).toBe(400);
});

test("a forwarded host is never handed on, and one that is no host is refused", async () => {
  const sendForwarded = (value: string) =>
    send("/", { Host: "x", "X-Forwarded-Host": value });
  // As proxies write it: a name, an address, a port, a list from a chain of proxies.
  for (const forwarded of [
    "evil.example",
    "a.example:8443, b.example",
    "[::1]:8443",
    "[2001:db8:0:0:0:0:0:1]:443",
    "host:",
    "a.example,",
  ]) {
    const answer = await sendForwarded(forwarded);
    expect(answer.status, forwarded).toBe(200);
    expect(JSON.parse(answer.body), forwarded).toMatchObject({
      forwardedHost: null,
    });
  }
  for (const forwarded of ["x:99999", "a b", "a.example, b@c"]) {
    const answer = await sendForwarded(forwarded);
    expect(answer.status, forwarded).toBe(400);
    expect(answer.body).toBe(
      "The X-Forwarded-Host header is not a valid host.",
    );
  }
});

test("a form posted from another site is refused with 403", async () => {
  const form = {
    "Content-Type": "application/x-www-form-urlencoded",
    "Content-Length": "3",
  };
  const from = (origin: string, host = "127.0.0.1:3000") =>
    send("/contact", { ...form, Host: host, Origin: origin }, "POST");
  for (const origin of [
    "https://evil.example",
    "null",
    "http://alexdoe.dev",
    "https://alexdoe.dev.evil.example",
  ]) {
    const answer = await from(origin);
    expect(answer.status, origin).toBe(403);
    expect(answer.body).toBe("Forms can be sent only from this site.");
  }
  // The site's public address, through a proxy that rewrites Host, and the address it was sent to.
  const proxied = await from("https://alexdoe.dev");
  expect(proxied.status).toBe(200);
  // Remix's own check, which knows only Host, is not asked again.
  expect(JSON.parse(proxied.body)).toMatchObject({ origin: null });
  expect((await from("http://127.0.0.1:3000")).status).toBe(200);
  // Clients that send no Origin (not browsers) are not turned away by it.
  expect((await send("/contact", { ...form, Host: "x" }, "POST")).status).toBe(
    200,
  );
});

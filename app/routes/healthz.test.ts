// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { canRenderHomePage } from "~/utils/self-check.server";

import { loader } from "./healthz";

type Reply = "ok" | "fail" | "hang";
const received: string[] = [];
let reply: Reply = "ok";
let server: Server;

// A real server on loopback stands in for the site, so the check's own request is what runs.
beforeAll(async () => {
  server = createServer((req, res) => {
    received.push(`${req.method} ${req.url}`);
    if (reply === "hang") return;
    res.writeHead(reply === "ok" ? 200 : 500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  reply = "ok";
  vi.stubEnv("HOST", "127.0.0.1");
  vi.stubEnv("PORT", String((server.address() as AddressInfo).port));
});

afterEach(() => {
  vi.unstubAllEnvs();
});

function expectLogged(pattern: RegExp) {
  vi.mocked(console.error).mockImplementation(() => {});
  return () =>
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(pattern));
}

test("answers OK, uncached, when the home page renders", async () => {
  const response = await loader();

  expect(response.status).toBe(200);
  expect(await response.text()).toBe("OK");
  expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  // A fresh render: the query keeps the server from answering with a page kept in memory.
  expect(received).toEqual(["HEAD /?health-check"]);
});

test("answers 500 when the home page fails", async () => {
  reply = "fail";
  const checkLog = expectLogged(/answered 500/);

  const response = await loader();

  expect(response.status).toBe(500);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  checkLog();
});

test("answers 500 when nothing listens on the server's port", async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  vi.stubEnv("PORT", String(port));
  const checkLog = expectLogged(/did not answer/);

  const response = await loader();

  expect(response.status).toBe(500);
  checkLog();
});

test("gives up on a home page that hangs", async () => {
  reply = "hang";
  const checkLog = expectLogged(/did not answer/);

  const healthy = await canRenderHomePage({ timeoutMs: 200 });

  expect(healthy).toBe(false);
  // A fresh render: the query keeps the server from answering with a page kept in memory.
  expect(received).toEqual(["HEAD /?health-check"]);
  checkLog();
});

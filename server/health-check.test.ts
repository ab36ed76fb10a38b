// @vitest-environment node
import type { IncomingMessage, ServerResponse } from "node:http";

import { isSelfCheck, startHealthCheck } from "./health-check";
import { listen } from "./test-support";

type Reply = "ok" | "fail" | "hang";

/** A stand-in for the site that notes each request and whether it was the server's own. */
function fakeSite() {
  const received: Array<{ request: string; own: boolean }> = [];
  let reply: Reply = "ok";
  const site = (request: IncomingMessage, response: ServerResponse) => {
    received.push({
      request: `${request.method} ${request.url}`,
      own: isSelfCheck(request),
    });
    if (reply === "hang") return;
    response.writeHead(reply === "ok" ? 200 : 500).end();
  };
  return { site, received, answer: (next: Reply) => (reply = next) };
}

const quietLog = () => vi.spyOn(console, "error").mockImplementation(() => {});

test("asks for a fresh home page over a listener of its own, and only that request is its own", async () => {
  const { site, received } = fakeSite();
  const check = await startHealthCheck(site);
  const visitorsDoor = await listen(site);
  try {
    expect(await check.canRenderHomePage()).toBe(true);
    // A visitor may send anything, the old user agent included: it is still a visitor.
    await fetch(`${visitorsDoor.url}/?health-check`, {
      method: "HEAD",
      headers: { "User-Agent": "portfolio-health-check" },
    });
    expect(received).toEqual([
      { request: "HEAD /?health-check", own: true },
      { request: "HEAD /?health-check", own: false },
    ]);
  } finally {
    await visitorsDoor.close();
    await check.close();
  }
});

test("calls that arrive together share one render", async () => {
  const { site, received } = fakeSite();
  const check = await startHealthCheck(site);
  try {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => check.canRenderHomePage()),
    );
    expect(results.every(Boolean)).toBe(true);
    expect(received).toHaveLength(1);
  } finally {
    await check.close();
  }
});

test("a failing home page makes the check fail, with one log line", async () => {
  const { site, answer } = fakeSite();
  answer("fail");
  const log = quietLog();
  const check = await startHealthCheck(site);
  try {
    expect(await check.canRenderHomePage()).toBe(false);
    expect(log).toHaveBeenCalledWith(
      "Health check: the home page answered 500",
    );
  } finally {
    await check.close();
  }
});

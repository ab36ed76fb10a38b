// @vitest-environment node
import { HEALTH_CHECK_USER_AGENT } from "../app/utils/self-check.server";

import { logRequest } from "./request-log";
import { listen } from "./test-support";

test("each request is one line once answered; the health check is left out", async () => {
  const lines: string[] = [];
  const site = await listen((request, response) => {
    logRequest(request, response, (line) => lines.push(line));
    response.statusCode = request.url === "/missing" ? 404 : 200;
    response.setHeader("Content-Length", 2);
    response.end("ok");
  });
  try {
    await fetch(`${site.url}/about?filter=2`);
    await fetch(`${site.url}/missing`, { method: "POST", body: "a=1" });
    await fetch(`${site.url}/healthz`);
    await fetch(`${site.url}/`, {
      headers: { "User-Agent": HEALTH_CHECK_USER_AGENT },
    });
    await expect.poll(() => lines.length).toBe(2);
    expect(lines[0]).toMatch(/^GET \/about\?filter=2 200 \d+\.\dms 2$/);
    expect(lines[1]).toMatch(/^POST \/missing 404 \d+\.\dms 2$/);
  } finally {
    await site.close();
  }
});

// @vitest-environment node
import express from "express";

import { startHealthCheck } from "./health-check";
import { requestLog } from "./request-log";
import { listen } from "./test-support";

test("each request is one line once answered; only the health check's own request is left out", async () => {
  const lines: string[] = [];
  const write = vi
    .spyOn(process.stdout, "write")
    .mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk).trimEnd());
      return true;
    });
  const app = express();
  app.use(requestLog());
  app.all("*", (request, response) => {
    response.status(request.path === "/missing" ? 404 : 200).send("ok");
  });
  const site = await listen(app);
  const healthCheck = await startHealthCheck(app);
  try {
    await fetch(`${site.url}/about?filter=2`);
    await fetch(`${site.url}/missing`, { method: "POST", body: "a=1" });
    await fetch(`${site.url}/healthz`);
    // Claiming to be the health check changes nothing.
    await fetch(`${site.url}/`, {
      headers: { "User-Agent": "portfolio-health-check" },
    });
    await healthCheck.canRenderHomePage();
    await expect.poll(() => lines.length).toBe(4);
    write.mockRestore();
    expect(lines).toEqual([
      expect.stringMatching(/^GET \/about\?filter=2 200 \d+\.\d ms 2$/),
      expect.stringMatching(/^POST \/missing 404 \d+\.\d ms 2$/),
      expect.stringMatching(/^GET \/healthz 200 /),
      expect.stringMatching(/^GET \/ 200 /),
    ]);
  } finally {
    write.mockRestore();
    await healthCheck.close();
    await site.close();
  }
});

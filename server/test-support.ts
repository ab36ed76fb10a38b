// Runs an Express app on a free loopback port for a test, so requests go through real HTTP.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import type { Express } from "express";

export async function listen(app: Express) {
  const server = await new Promise<Server>((resolve) => {
    const started: Server = app.listen(0, "127.0.0.1", () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

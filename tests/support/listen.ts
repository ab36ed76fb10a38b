// Runs a request listener (an Express app, say) on a free loopback port for a test, so requests
// go through real HTTP.
import type { RequestListener, Server } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export async function listen(listener: RequestListener) {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server: server as Server,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

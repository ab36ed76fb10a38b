// @vitest-environment node
import { createServer } from "node:http";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";

import { DEFAULT_TIMEOUTS, limitConnections } from "./connections";

function startServer(timeouts = DEFAULT_TIMEOUTS) {
  const server = createServer(timeouts, (request, response) => {
    request.resume();
    request.on("end", () => response.end("done"));
  });
  return new Promise<{ port: number; close: () => Promise<void> }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}

test("a stalled body is cut off within 30 seconds, slow headers sooner", () => {
  // Stated here: Node's own defaults are 300 s for the request and 60 s for the headers.
  expect(DEFAULT_TIMEOUTS.requestTimeout).toBeLessThanOrEqual(30_000);
  expect(DEFAULT_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(
    DEFAULT_TIMEOUTS.requestTimeout,
  );
  expect(DEFAULT_TIMEOUTS.connectionsCheckingInterval).toBeLessThanOrEqual(
    1_000,
  );
});

test("a client that stops sending its body is answered 408 and disconnected on time", async () => {
  const server = await startServer({
    requestTimeout: 600,
    headersTimeout: 600,
    connectionsCheckingInterval: 100,
  });
  try {
    const socket = connect(server.port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString()));
    const started = Date.now();
    socket.write(
      "POST /contact HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nname=Ann",
    );
    // Trickle one byte every 100 ms, as a slow-body attack does. The server looks for requests
    // past their time as often, on a timer of the same length, and the two take turns however
    // late a busy machine runs them: by the look that finds the 600 ms over, the seventh at the
    // latest, the client has sent no more than 8 bytes. Counted so, "on time" is the server's
    // own, not what the machine adds to it.
    let trickled = 0;
    const trickle = setInterval(() => {
      socket.write("x");
      trickled++;
    }, 100);
    await new Promise((resolve) => socket.once("close", resolve));
    clearInterval(trickle);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(trickled).toBeLessThanOrEqual(8);
  } finally {
    await server.close();
  }
});

/**
 * Opens a connection from this address and asks for a page over it: true once the answer comes
 * (the connection then stays open, counted), false if the server closes it instead. Decided by
 * what the server does, not by a timer, so a slow machine cannot mistake one for the other.
 */
function openFrom(from: string, port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(
      { port, host: "127.0.0.1", localAddress: from },
      () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n"),
    );
    socket.on("error", () => {});
    socket.once("data", () => resolve(true));
    socket.once("close", () => resolve(false));
  });
}

/** A server with these connection limits, and a way to open connections to it from an address. */
async function startLimitedServer(
  limits: Parameters<typeof limitConnections>[1],
  isTrustedProxy: (address: string) => boolean = () => false,
) {
  const server = createServer(DEFAULT_TIMEOUTS, (_request, response) =>
    response.end(),
  );
  limitConnections(server, limits, isTrustedProxy);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    open: (from: string) => openFrom(from, port),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

test("each client may hold only its share of connections; a trusted proxy only the total", async () => {
  const { open, close } = await startLimitedServer(
    { total: 100, perClient: 2 },
    (address) => address === "127.0.0.9",
  );
  try {
    const first = await Promise.all([
      open("127.0.0.2"),
      open("127.0.0.2"),
      open("127.0.0.2"),
    ]);
    expect(first.filter(Boolean)).toHaveLength(2);
    expect(await open("127.0.0.3")).toBe(true);
    const proxied = await Promise.all(
      [1, 2, 3, 4].map(() => open("127.0.0.9")),
    );
    expect(proxied.every(Boolean)).toBe(true);
  } finally {
    await close();
  }
});

test("past the total, a new connection is closed whoever opens it", async () => {
  const { open, close } = await startLimitedServer({ total: 3, perClient: 2 });
  try {
    expect(await open("127.0.0.2")).toBe(true);
    expect(await open("127.0.0.3")).toBe(true);
    expect(await open("127.0.0.4")).toBe(true);
    // Each of these clients is within its own share; the server as a whole is full.
    expect(await open("127.0.0.5")).toBe(false);
  } finally {
    await close();
  }
});

// The health check asks this server for its home page (see docs/decisions/004). It asks over a
// listener of its own, on a loopback port chosen at start: a request that arrives there is the
// server's own, which no client can pose as, so it is never limited and never logged.
import { createServer } from "node:http";
import type { IncomingMessage, RequestListener } from "node:http";
import type { AddressInfo } from "node:net";

const TIMEOUT_MS = 3000;
// Calls that arrive together share one render, so /healthz cannot be used to multiply renders.
const REUSE_MS = 1000;

const selfChecks = new WeakSet<IncomingMessage>();

/** Whether a request is the health check's own, made over its private listener. */
export function isSelfCheck(request: IncomingMessage): boolean {
  return selfChecks.has(request);
}

export async function startHealthCheck(site: RequestListener) {
  const listener = createServer((request, response) => {
    selfChecks.add(request);
    site(request, response);
  });
  await new Promise<void>((resolve) =>
    listener.listen(0, "127.0.0.1", resolve),
  );
  const { port } = listener.address() as AddressInfo;
  const homePage = `http://127.0.0.1:${port}/?health-check`;

  let last: { at: number; result: Promise<boolean> } | undefined;
  return {
    /** Whether the home page renders, asked afresh at most once a second. */
    canRenderHomePage(): Promise<boolean> {
      const now = Date.now();
      if (!last || now - last.at >= REUSE_MS)
        last = { at: now, result: askForHomePage(homePage) };
      return last.result;
    },
    close: () =>
      new Promise<void>((resolve) => {
        listener.closeAllConnections();
        listener.close(() => resolve());
      }),
  };
}

async function askForHomePage(url: string): Promise<boolean> {
  try {
    // HEAD: the page is rendered in full, but its HTML does not travel back. The query keeps
    // the server from answering with a copy kept in memory: this must be a fresh render.
    const response = await fetch(url, {
      method: "HEAD",
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 200) return true;
    console.error(`Health check: the home page answered ${response.status}`);
  } catch (error) {
    console.error(
      `Health check: the home page did not answer (${String(error)})`,
    );
  }
  return false;
}

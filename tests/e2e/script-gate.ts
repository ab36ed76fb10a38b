// A plain HTTP proxy in front of the site that can hold the app back, for drivers that cannot stop
// a request themselves: with the app's entry module held, React never starts, so a test sees the
// page as it is before the app runs (its first frame), and can set up what it needs before it
// does. Only the entry is held: a browser opens six connections to a server, fewer than a page
// has modules, and a module held on each would keep the stylesheet waiting behind them.
// Everything else goes through untouched, Host included, so the site answers as it would the
// browser itself.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type ScriptGate = {
  origin: string;
  /** Holds the app's entry from now until `release`. */
  hold: () => void;
  /** Lets the scripts held, and any later, through. */
  release: () => void;
  stop: () => Promise<void>;
};

/** The module that starts the app (app/entry.client.tsx, as the build names it). */
const SCRIPT = /^\/assets\/entry\.client-[\w-]+\.js(?:\?|$)/;

export async function startScriptGate({
  port,
  site,
}: {
  port: number;
  site: string;
}): Promise<ScriptGate> {
  const target = new URL(site);
  let held: (() => void)[] | null = null;
  const server = http.createServer((request, response) => {
    const script = SCRIPT.test(request.url ?? "");
    const forward = () => {
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          // Asked for again on every page, so a page's scripts are never run from the cache
          // before the gate decides.
          const headers = script
            ? { ...answer.headers, "cache-control": "no-store" }
            : answer.headers;
          response.writeHead(answer.statusCode!, answer.statusMessage, headers);
          answer.pipe(response);
        },
      );
      upstream.on("error", () => response.destroy());
      request.pipe(upstream);
    };
    if (script && held) held.push(forward);
    else forward();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const release = () => {
    const waiting = held ?? [];
    held = null;
    for (const forward of waiting) forward();
  };
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: () => (held ??= []),
    release,
    stop: () => {
      release();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

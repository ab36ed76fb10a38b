// Requests per second under load, with one load generator (autocannon) on the same machine: a
// page of the site against the same bytes from a bare Node server, from Express alone, and as a
// file from the site's own public/ folder.
import { mkdtemp, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import autocannon from "autocannon";
import { request } from "undici";

import { start } from "./processes.js";

const FILE = "bench-about.html";

/** Requests a second, latency and failed answers under load; `request` a POST's method and body. */
export async function load(
  url,
  { connections, duration, headers, ...request },
) {
  // Time for the last run's connections to close: the site counts each client's open ones.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return new Promise((resolve, reject) =>
    autocannon(
      { url, connections, duration, headers, ...request },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              rps: Math.round(result.requests.average),
              p50: result.latency.p50,
              p99: result.latency.p99,
              failed: result.errors + result.timeouts + result.non2xx,
            }),
    ),
  );
}

/** Throughput of the five rows, in the order the report lists them. */
export async function measureThroughput({ site, port, connections, duration }) {
  const headers = { "accept-encoding": "gzip, br" };
  const options = { connections, duration, headers };
  // What the site sends for /about, byte for byte (still compressed: undici's request, unlike
  // fetch, does not decode it), with every header but the per-connection ones. Each request here
  // closes its connection: one left open would count against the site's per-client cap.
  const sample = await request(`${site.url}/about`, { headers, reset: true });
  if (sample.statusCode !== 200)
    throw new Error(`/about answered ${sample.statusCode}, not 200`);
  const body = Buffer.from(await sample.body.arrayBuffer());
  const kept = Object.entries(sample.headers).filter(
    ([name]) =>
      !["date", "connection", "keep-alive", "transfer-encoding"].includes(name),
  );
  const dir = await mkdtemp(path.join(tmpdir(), "bench-"));
  const rows = [];
  try {
    await writeFile(path.join(dir, "body"), body);
    for (const kind of ["node", "express"]) {
      const args = [
        kind,
        path.join(dir, "body"),
        JSON.stringify(Object.fromEntries(kept)),
        String(port),
      ];
      const server = await start({ script: "bench/processes.js", args, port });
      const sent = await request(server.url, { headers, reset: true });
      if (!Buffer.from(await sent.body.arrayBuffer()).equals(body))
        throw new Error(`The ${kind} server does not send the site's bytes`);
      rows.push({
        name:
          kind === "node"
            ? "Fixed buffer, bare Node"
            : "Fixed buffer, Express alone",
        ...(await load(server.url, options)),
      });
      await server.stop();
    }
    // The same HTML as a file in public/, which the site compresses as it sends it.
    const plain = await request(`${site.url}/about`, { reset: true });
    const html = await plain.body.text();
    await writeFile(path.join("public", FILE), html);
    rows.push({
      name: `The site, /${FILE} from public/`,
      ...(await load(`${site.url}/${FILE}`, options)),
    });
    // A tab of the portfolio, a page of its own at an address of its own.
    for (const page of ["/about", "/portfolio/2"])
      rows.push({
        name: `The site, ${page}`,
        ...(await load(site.url + page, options)),
      });
  } finally {
    await unlink(path.join("public", FILE)).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}

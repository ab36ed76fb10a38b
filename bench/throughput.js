// Requests per second and latency under load, for the site's pages and for two servers that
// answer the same bytes from one fixed buffer: bare Node (the limit of this machine) and a bare
// Express app (the limit of the framework the site is built on).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import autocannon from "autocannon";

import { startServer } from "./server-process.js";

function load(url, { connections, duration, headers }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => {
      if (error) return reject(error);
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        requests: result.requests.total,
      });
    });
  });
}

/**
 * Load on a server (`node` or `express`) that answers every request with the same bytes and
 * headers as one real page, started for this measurement and stopped after it.
 */
async function loadFixedBuffer(
  kind,
  { body, headers, port },
  urlPath,
  options,
) {
  const dir = await mkdtemp(path.join(tmpdir(), "fixed-buffer-"));
  const bodyFile = path.join(dir, "body");
  await writeFile(bodyFile, body);
  const server = await startServer({
    script: "bench/fixed-buffer-server.js",
    args: [kind, bodyFile, JSON.stringify(headers), String(port)],
    port,
  });
  try {
    return await load(server.url + urlPath, options);
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

export async function measureThroughput({
  baseUrl,
  uncachedUrl,
  baselinePort,
  paths,
  connections,
  duration,
}) {
  const headers = { "accept-encoding": "gzip, br" };
  const results = [];
  for (const path of paths) {
    const sample = await fetchRaw(baseUrl + path, headers);
    const body = sample.body;
    // Every header the site sent (its security headers are bytes on the wire too), but the
    // ones Node writes for each connection itself.
    const fixedHeaders = Object.fromEntries(
      Object.entries(sample.headers).filter(
        ([name]) =>
          !["date", "connection", "keep-alive", "transfer-encoding"].includes(
            name,
          ),
      ),
    );

    const loadOptions = { connections, duration, headers };
    const page = await load(baseUrl + path, loadOptions);
    const uncached = await load(uncachedUrl + path, loadOptions);
    const fixed = { body, headers: fixedHeaders, port: baselinePort };
    const baseline = await loadFixedBuffer("node", fixed, path, loadOptions);
    const expressAlone = await loadFixedBuffer(
      "express",
      fixed,
      path,
      loadOptions,
    );
    results.push({
      path,
      bytes: body.length,
      page,
      uncached,
      baseline,
      expressAlone,
      ratio: page.rps / baseline.rps,
    });
  }
  return results;
}

/** The bytes exactly as the server sends them (still compressed), with their headers. */
function fetchRaw(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    }).on("error", reject);
  });
}

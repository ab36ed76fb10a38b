// Requests per second and latency under load, for the site's pages and for a trivial Node
// server that answers the same bytes from one fixed buffer: the limit of this machine.
import { createServer, get } from "node:http";

import autocannon from "autocannon";

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

/** A server that answers every request with the same bytes and headers as one real page. */
async function startFixedBufferServer(body, headers) {
  const server = createServer((request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => server.close(),
  };
}

export async function measureThroughput({
  baseUrl,
  paths,
  connections,
  duration,
}) {
  const headers = { "accept-encoding": "gzip, br" };
  const results = [];
  for (const path of paths) {
    const sample = await fetchRaw(baseUrl + path, headers);
    const body = sample.body;
    const fixedHeaders = {
      "content-type": sample.headers["content-type"] ?? "text/html",
      "content-length": String(body.length),
    };
    const encoding = sample.headers["content-encoding"];
    if (encoding) fixedHeaders["content-encoding"] = encoding;

    const page = await load(baseUrl + path, { connections, duration, headers });
    const fixed = await startFixedBufferServer(body, fixedHeaders);
    let baseline;
    try {
      baseline = await load(fixed.url + path, {
        connections,
        duration,
        headers,
      });
    } finally {
      fixed.close();
    }
    results.push({
      path,
      bytes: body.length,
      page,
      baseline,
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

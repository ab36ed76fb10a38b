// The floor: this build's own documents with every script taken out, served beside it. A
// proxy in front of the build's server passes every answer through as the server sent it, but a
// page's HTML loses its `<script>` elements (inline or not) and its `<link rel=modulepreload>`:
// what is left is what a browser shows with no script at all, the fastest any script could let a
// page be. The HTML is parsed and written again as a tree, and compressed as it came.
import { createServer, request } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";

import { fromHtml } from "hast-util-from-html";
import { toHtml } from "hast-util-to-html";

const CODECS = {
  br: [promisify(zlib.brotliDecompress), promisify(zlib.brotliCompress)],
  gzip: [promisify(zlib.gunzip), promisify(zlib.gzip)],
  deflate: [promisify(zlib.inflate), promisify(zlib.deflate)],
};

const isScript = (node) =>
  node.type === "element" &&
  (node.tagName === "script" ||
    (node.tagName === "link" &&
      [node.properties?.rel ?? []].flat().includes("modulepreload")));

function withoutScripts(node) {
  if (node.children)
    node.children = node.children
      .filter((child) => !isScript(child))
      .map(withoutScripts);
  if (node.content) withoutScripts(node.content);
  return node;
}

/** The HTML with no script in it. */
export const stripScripts = (html) => toHtml(withoutScripts(fromHtml(html)));

/**
 * Serves `upstream` (a site's address) on `port`, its pages without scripts; `stop` ends it. Every
 * request still goes to the site, which does for the floor what it does for the build itself;
 * the page without scripts is made once for each version of a page (its address, encoding and
 * ETag) and kept, so that no visit waits for the proxy's parsing and compressing: on a busy
 * machine that took up to half a second, which would have made the floor late for no cause of
 * its own. `warm` makes the given pages ahead of the visits.
 */
export async function startFloor({ upstream, port }) {
  const target = new URL(upstream);
  const made = new Map();
  const stripped = (key, bytes, encoding) => {
    if (!made.has(key)) {
      const [decode, encode] = CODECS[encoding] ?? [
        async (raw) => raw,
        async (raw) => raw,
      ];
      made.set(
        key,
        decode(bytes).then((html) =>
          encode(Buffer.from(stripScripts(html.toString("utf8")))),
        ),
      );
    }
    return made.get(key);
  };
  const server = createServer((incoming, outgoing) => {
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      async (answer) => {
        const type = String(answer.headers["content-type"] ?? "");
        if (!type.startsWith("text/html")) {
          outgoing.writeHead(answer.statusCode, answer.rawHeaders);
          answer.pipe(outgoing);
          return;
        }
        const chunks = [];
        for await (const chunk of answer) chunks.push(chunk);
        const encoding = answer.headers["content-encoding"];
        const key = JSON.stringify([
          incoming.url,
          answer.statusCode,
          encoding,
          answer.headers.etag ?? null,
        ]);
        // A page with no ETag may change from one answer to the next: made anew each time.
        if (!answer.headers.etag) made.delete(key);
        const body = await stripped(key, Buffer.concat(chunks), encoding);
        const headers = { ...answer.headers, "content-length": body.length };
        delete headers["transfer-encoding"];
        outgoing.writeHead(answer.statusCode, headers);
        outgoing.end(body);
      },
    );
    forward.on("error", (error) => outgoing.destroy(error));
    incoming.pipe(forward);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${port}`;
  const warm = (paths) =>
    Promise.all(
      ["br", "gzip", "identity"].flatMap((encoding) =>
        paths.map(
          (path) =>
            new Promise((resolve, reject) =>
              request(
                `${url}${path}`,
                { headers: { "accept-encoding": encoding } },
                (answer) => answer.resume().on("end", resolve),
              )
                .on("error", reject)
                .end(),
            ),
        ),
      ),
    );
  return {
    url,
    warm,
    stop: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

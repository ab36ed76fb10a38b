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

/** Serves `upstream` (a site's address) on `port`, its pages without scripts; `stop` ends it. */
export async function startFloor({ upstream, port }) {
  const target = new URL(upstream);
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
        const [decode, encode] = CODECS[encoding] ?? [
          async (bytes) => bytes,
          async (bytes) => bytes,
        ];
        const html = (await decode(Buffer.concat(chunks))).toString("utf8");
        const body = await encode(Buffer.from(stripScripts(html)));
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
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

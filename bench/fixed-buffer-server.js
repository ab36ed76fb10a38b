// The machine's limit for one page: a server that answers every request with the same bytes
// and headers, read once from a file. Run as its own process, as the site is, so both share the
// machine with the load generator alike. `node` is bare Node's HTTP server; `express` is the
// framework the site is built on, with one route and none of the site's middleware: what
// Express alone costs before the site does anything.
//   node bench/fixed-buffer-server.js <node|express> <body file> <headers as JSON> <port>
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

import express from "express";

const [kind, bodyFile, headersJson, port] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = JSON.parse(headersJson);

function answer(_request, response) {
  response.writeHead(200, headers);
  response.end(body);
}

let listener = answer;
if (kind === "express") {
  const app = express();
  app.disable("x-powered-by");
  app.get("*", answer);
  listener = app;
} else if (kind !== "node") {
  throw new Error(`Expected node or express, got ${kind}`);
}
createServer(listener).listen(Number(port), "127.0.0.1");

// The machine's limit for one page: a bare Node server that answers every request with the same
// bytes and headers, read once from a file. Run as its own process, as the site is, so both
// share the machine with the load generator alike.
//   node bench/fixed-buffer-server.js <body file> <headers as JSON> <port>
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [bodyFile, headersJson, port] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = JSON.parse(headersJson);

createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(port), "127.0.0.1");

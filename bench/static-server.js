// A plain static file server, the way a static site is commonly served: files from the folders
// given, first match wins, `/about` answered by about.html, compressed with gzip on the fly.
// Run as its own process, as the site is.
//   node bench/static-server.js <port> <folder>...
import compression from "compression";
import express from "express";

const [port, ...folders] = process.argv.slice(2);
const app = express();
app.use(compression());
for (const folder of folders)
  app.use(express.static(folder, { extensions: ["html"] }));
app.listen(Number(port), "127.0.0.1");

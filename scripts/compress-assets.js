// Compresses the fingerprinted client build once, at build time, with the strongest settings
// (Brotli 11, gzip 9), so the server sends the smallest files without compressing per request.
// Writes x.js.br and x.js.gz beside each x.js (and .css, .svg).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const BUILD_DIR = "public/build";
const COMPRESSIBLE = /\.(?:js|css|svg)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const entries = await readdir(BUILD_DIR, {
  recursive: true,
  withFileTypes: true,
});
const files = entries
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

await Promise.all(
  files.map(async (file) => {
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([
      writeFile(`${file}.br`, br),
      writeFile(`${file}.gz`, gz),
    ]);
  }),
);

// Brotli 11 and gzip 9, made once when the site is built, so the server sends text files compressed
// without compressing them again for every request (express-static-gzip picks the one a browser
// takes). What a file compresses to is kept in .cache/compressed/ by its content (kept-results.ts):
// a build compresses only the files that changed.
import { readFile, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { keptResults, writeWhole } from "./kept-results";

const COMPRESSIBLE =
  /\.(?:css|js|mjs|json|map|svg|txt|xml|html|webmanifest|ico)$/i;
const SETTINGS = JSON.stringify({
  brotli: constants.BROTLI_MAX_QUALITY,
  gzip: 9,
  zlib: process.versions.zlib,
  brotliVersion: process.versions.brotli,
});

/**
 * Writes every compressible file of `from` to `to`, with a .br and a .gz
 * beside it; a file that Brotli shrinks by less than a tenth (an ICO holding a PNG) is left out.
 * A server may be answering from `to` meanwhile (`npm start` beside `npm run dev`): a file whose
 * content is unchanged is left alone, and one that changed replaced whole, never half written.
 * Each output folder keeps its own results (`cacheDir`): a run removes those it did not use.
 */
export async function precompress(
  from: string,
  to = from,
  cacheDir = path.join(".cache/compressed", path.basename(to)),
) {
  const cache = keptResults(cacheDir);
  const made = new Set<string>();
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const { br, gz } = (
        await cache.get([SETTINGS, content], async () => {
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            promisify(gzip)(content, { level: 9 }),
          ]);
          return { br, gz };
        })
      ).files as { br: Buffer; gz: Buffer };
      if (br.length > 0.9 * content.length) return;
      const target = path.join(to, path.relative(from, file));
      const outputs: Array<[string, Buffer]> = [
        [`${target}.br`, br],
        [`${target}.gz`, gz],
      ];
      if (to !== from) outputs.push([target, content]);
      await Promise.all(
        outputs.map(([name, bytes]) => writeWhole(name, bytes)),
      );
      for (const [name] of outputs) made.add(name);
    }),
  );
  await cache.prune();
  if (to === from) return;
  // What an earlier build made and this one did not: a file since removed from `from`.
  const left = await readdir(to, {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  await Promise.all(
    left
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((name) => !made.has(name))
      .map((name) => rm(name, { force: true })),
  );
}

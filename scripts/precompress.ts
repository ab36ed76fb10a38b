// Brotli 11 and gzip 9, made once when the site is built, so the server sends text files compressed
// without compressing them again for every request (express-static-gzip picks the one a browser
// takes).
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE =
  /\.(?:css|js|mjs|json|map|svg|txt|xml|html|webmanifest|ico)$/i;

/**
 * Writes every compressible file of `from` (but those under `skip`) to `to`, with a .br and a .gz
 * beside it; a file that Brotli shrinks by less than a tenth (an ICO holding a PNG) is left out.
 */
export async function precompress(from: string, to = from, skip?: string) {
  if (to !== from) await rm(to, { recursive: true, force: true });
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !skip || path.relative(skip, file).startsWith(".."));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        promisify(brotliCompress)(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        promisify(gzip)(content, { level: 9 }),
      ]);
      if (br.length > 0.9 * content.length) return;
      const target = path.join(to, path.relative(from, file));
      await mkdir(path.dirname(target), { recursive: true });
      if (to !== from) await writeFile(target, content);
      await Promise.all([
        writeFile(`${target}.br`, br),
        writeFile(`${target}.gz`, gz),
      ]);
    }),
  );
}

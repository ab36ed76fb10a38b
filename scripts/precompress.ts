// Brotli 11 and gzip 9, made once when the site is built, so the server sends text files compressed
// without compressing them again for every request (express-static-gzip picks the one a browser
// takes).
import {
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE =
  /\.(?:css|js|mjs|json|map|svg|txt|xml|html|webmanifest|ico)$/i;

/**
 * Writes every compressible file of `from` to `to`, with a .br and a .gz
 * beside it; a file that Brotli shrinks by less than a tenth (an ICO holding a PNG) is left out.
 * A server may be answering from `to` meanwhile (`npm start` beside `npm run dev`): a file whose
 * content is unchanged is left alone, and one that changed replaced whole, never half written.
 */
export async function precompress(from: string, to = from) {
  const made = new Set<string>();
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
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
      const outputs: Array<[string, Buffer]> = [
        [`${target}.br`, br],
        [`${target}.gz`, gz],
      ];
      if (to !== from) outputs.push([target, content]);
      await Promise.all(outputs.map(([name, bytes]) => replace(name, bytes)));
      for (const [name] of outputs) made.add(name);
    }),
  );
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

/** Writes `bytes` to `file` unless they are there already, whole: by renaming a finished copy. */
async function replace(file: string, bytes: Buffer) {
  const current = await readFile(file).catch(() => null);
  if (current?.equals(bytes)) return;
  const part = `${file}.${process.pid}.part`;
  await writeFile(part, bytes);
  await rename(part, file);
}

// The build's scripts minified by terser as Vite would minify them, each chunk's result kept in
// .cache/minified/ by what terser was given: a later build whose chunk is the same (React, the
// router, the particle engine: most of the bytes, whatever the content says) takes it from there
// instead of minifying it again, which was about half of the build's time. The bytes are the ones
// Vite's own terser step writes (docs/decisions/035-minified-chunks-kept.md).
import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from "node:fs/promises";
import path from "node:path";

import type { MinifyOptions } from "terser";
import { minify } from "terser";
import type { Plugin } from "vite";

/** An entry no build has used for this long goes. */
const UNUSED_FOR = 30 * 24 * 60 * 60 * 1000;

const TERSER_VERSION = (
  JSON.parse(
    readFileSync(
      new URL("../node_modules/terser/package.json", import.meta.url),
      "utf8",
    ),
  ) as { version: string }
).version;

/**
 * The plugin, for a config whose `build.minify` is false (and `build.cssMinify` set, which would
 * otherwise follow it), with the terser options `build.terserOptions` would have had. They must be
 * plain data: the key is made from them as JSON, which would drop a function or a pattern, so a
 * change to one would not be seen; and a `nameCache` would make a chunk's result depend on the
 * chunks before it.
 */
export function keptMinify(
  options: MinifyOptions,
  dir = ".cache/minified",
): Plugin {
  if (!isPlainData(options) || "nameCache" in options)
    throw new Error(
      "keptMinify: terser's options must be plain data (no function, pattern or nameCache): they name what it keeps",
    );
  return {
    name: "kept-minify",
    apply: "build",
    renderChunk: {
      // After every other step that rewrites a chunk, where Vite's own terser step runs.
      order: "post",
      async handler(code, _chunk, output) {
        // What Vite gives terser for a chunk (its terser step, vite/src/node/plugins/terser.ts).
        const given: MinifyOptions = {
          safari10: true,
          ...options,
          format: {
            ...options.format,
            preserve_annotations: options.format?.preserve_annotations,
          },
          sourceMap: !!output.sourcemap,
          module: output.format.startsWith("es"),
          toplevel: output.format === "cjs",
        };
        const key = createHash("sha256")
          .update(TERSER_VERSION)
          .update(JSON.stringify(given))
          .update(code)
          .digest("hex");
        const file = path.join(dir, `${key}.json`);
        const kept = await readKept(file);
        if (kept) return kept;
        const made = await minify(code, given);
        const result = {
          code: made.code!,
          map: typeof made.map === "string" ? made.map : undefined,
        };
        await keep(file, result);
        return result;
      },
    },
    async closeBundle() {
      const now = Date.now();
      for (const entry of await readdir(dir).catch(() => [])) {
        const file = path.join(dir, entry);
        // Another build may have taken it away meanwhile.
        const made = await stat(file).catch(() => null);
        if (made && now - made.mtimeMs > UNUSED_FOR)
          await rm(file, { force: true });
      }
    },
  };
}

type Minified = { code: string; map?: string };

/** What an earlier build kept, marked as used now; nothing if it is not there or not whole. */
async function readKept(file: string): Promise<Minified | null> {
  try {
    const kept = JSON.parse(await readFile(file, "utf8")) as Minified;
    if (typeof kept.code !== "string") return null;
    const now = new Date();
    await utimes(file, now, now);
    return kept;
  } catch {
    return null;
  }
}

/**
 * Keeps a chunk's result for the next build; one that cannot be kept (a full disk, a read-only
 * checkout) is minified again next time, and this build goes on.
 */
async function keep(file: string, result: Minified) {
  // Written whole under a name of this call's own (chunks of the same code, empty ones, are
  // minified at once), then renamed: a build beside this one reads it whole or not at all.
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(partial, JSON.stringify(result));
    await rename(partial, file);
  } catch {
    await rm(partial, { force: true }).catch(() => {});
  }
}

/** Strings, numbers, booleans and null, in arrays and plain objects: what JSON writes out whole. */
function isPlainData(value: unknown): boolean {
  if (value === null || ["string", "number", "boolean"].includes(typeof value))
    return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  return (
    typeof value === "object" &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value as object).every(isPlainData)
  );
}

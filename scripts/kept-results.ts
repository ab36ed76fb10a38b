// What the build makes slowly (a picture's widths and formats, a share card, a file's Brotli),
// kept in .cache/ under the hash of what made it, so a later build with the same inputs takes it
// instead of making it again; and the one way the build's scripts write a file a server or another
// build may be reading. Imported by the build's scripts alone.
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rm } from "node:fs/promises";
import path from "node:path";

import writeFileAtomic from "write-file-atomic";

/** A result: its files, by name. */
export type KeptFiles = Record<string, Buffer>;

/** Lists an entry's files with their lengths; written last, so an entry without it is not whole. */
const INDEX = "index.json";
// Whole for a reader at any moment, as the rename gives; not forced to the disk, which made a
// build three times as long on a busy disk. A file a power cut left short is refused by its
// length (entries) or made again by the next build (outputs).
const NO_SYNC = { fsync: false };

/**
 * Writes `bytes` to `file` whole (written beside it, then renamed), unless they are there already:
 * a reader meets the old file or the new one, never half of one, and an unchanged file is left
 * alone.
 */
export async function writeWhole(file: string, bytes: Buffer | string) {
  const current = await readFile(file).catch(() => null);
  if (current?.equals(Buffer.from(bytes))) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, bytes, NO_SYNC);
}

/**
 * The results kept in `dir`. `get` answers what was kept for these inputs, or what `make` makes of
 * them (and keeps it); `prune` removes every entry this run did not ask for.
 */
export function keptResults(dir: string) {
  const used = new Set<string>();
  return {
    async get(
      inputs: ReadonlyArray<string | Buffer>,
      make: (key: string) => Promise<KeptFiles>,
    ): Promise<{ key: string; files: KeptFiles; made: boolean }> {
      const hash = createHash("sha256");
      // Each input by its own hash, so no two lists of inputs run together into the same bytes.
      for (const input of inputs)
        hash.update(createHash("sha256").update(input).digest());
      const key = hash.digest("hex").slice(0, 16);
      used.add(key);
      const entry = path.join(dir, key);
      const kept = await readEntry(entry);
      if (kept) return { key, files: kept, made: false };
      const files = await make(key);
      await keep(entry, files);
      return { key, files, made: true };
    },
    async prune() {
      for (const name of await readdir(dir).catch(() => []))
        if (!used.has(name))
          await rm(path.join(dir, name), { recursive: true, force: true });
    },
  };
}

/** An entry's files, or nothing if it is not there whole. */
async function readEntry(entry: string): Promise<KeptFiles | null> {
  try {
    const index = JSON.parse(
      await readFile(path.join(entry, INDEX), "utf8"),
    ) as Record<string, number>;
    const files: KeptFiles = {};
    for (const [name, length] of Object.entries(index)) {
      const bytes = await readFile(path.join(entry, name));
      if (bytes.length !== length) return null;
      files[name] = bytes;
    }
    return files;
  } catch {
    return null;
  }
}

/**
 * Keeps a result for the next build. One that cannot be kept (a full disk, a read-only checkout,
 * another build pruning it meanwhile) is made again next time; this build goes on.
 */
async function keep(entry: string, files: KeptFiles) {
  try {
    await mkdir(entry, { recursive: true });
    for (const [name, bytes] of Object.entries(files))
      await writeFileAtomic(path.join(entry, name), bytes, NO_SYNC);
    const index = Object.fromEntries(
      Object.entries(files).map(([name, bytes]) => [name, bytes.length]),
    );
    await writeFileAtomic(
      path.join(entry, INDEX),
      JSON.stringify(index),
      NO_SYNC,
    );
  } catch {
    // Nothing to undo: without its index the entry is not read.
  }
}

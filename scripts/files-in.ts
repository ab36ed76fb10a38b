// The files below a folder as a host or a page names them. Imported by the build's scripts alone.
import { readdir } from "node:fs/promises";
import path from "node:path";

/** Every file below `dir`, by its path from there with forward slashes, sorted. */
export async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join("/"),
    )
    .sort();
}

// A folder replaced only by a whole one: what `write` makes is written beside the folder, on the same
// disk, and takes its place only if `write` finishes. One that fails leaves the folder as it was,
// and nothing of itself: an export a check refused is never there to upload.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import path from "node:path";

export async function replaceWhole(
  folder: string,
  write: (into: string) => Promise<void>,
) {
  const parent = path.dirname(path.resolve(folder));
  await mkdir(parent, { recursive: true });
  const into = await mkdtemp(path.join(parent, `.${path.basename(folder)}-`));
  try {
    await write(into);
  } catch (error) {
    await rm(into, { recursive: true, force: true });
    throw error;
  }
  const previous = existsSync(folder) ? `${into}-previous` : null;
  if (previous) await rename(folder, previous);
  await rename(into, folder);
  if (previous) await rm(previous, { recursive: true, force: true });
}

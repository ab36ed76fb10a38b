import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import type { PictureSet } from "./picture-set";
import { PICTURE_MANIFEST } from "./picture-set";

/** What the build made of each picture the content names (by its path), read once. */
const made: Partial<Record<string, PictureSet>> = existsSync(PICTURE_MANIFEST)
  ? JSON.parse(readFileSync(path.resolve(PICTURE_MANIFEST), "utf8"))
  : {};

/** What a page shows for a picture of the content; without a build, the file as it is. */
export function pictureSet(src: string): PictureSet {
  return made[src] ?? { src, sources: [] };
}

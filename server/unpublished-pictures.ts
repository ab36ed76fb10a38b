// What the build keeps home of public/ (scripts/pictures.ts): the originals of the owner's pictures,
// which pages never name, and any raster file carrying metadata, such as a phone photo's GPS
// position. public/'s handlers pass these by, so they answer as a file that is not there does.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import type { RequestHandler } from "express";

import { UNPUBLISHED_PICTURES } from "../app/pictures/picture-set";

export function unpublishedPictures(list = UNPUBLISHED_PICTURES) {
  let unpublished = read(list);
  /** `handler`, for every address but the spellings of an unpublished file's. */
  const unless =
    (handler: RequestHandler): RequestHandler =>
    (request, response, next) =>
      unpublished.has(spelling(request.path))
        ? next()
        : handler(request, response, next);
  /**
   * The list again, as the content step wrote it after an edit (`npm run dev`). One that cannot be
   * read now leaves the last in place: the step ends by asking again, with its list written.
   */
  const reread = () => {
    try {
      unpublished = read(list);
    } catch (error) {
      console.warn(
        `${list} could not be read again; the last list holds:`,
        error,
      );
    }
  };
  return { unless, reread };
}

/**
 * The file an address reaches as the static handlers find it: decoded, its dots and doubled slashes
 * resolved, and in one case, for a file system that ignores it.
 */
function spelling(address: string) {
  let decoded = address;
  try {
    decoded = decodeURIComponent(address);
  } catch {
    // An address that does not decode reaches no file.
  }
  return path.posix.normalize(decoded).toLowerCase();
}

function read(list: string) {
  const files: string[] = existsSync(list)
    ? JSON.parse(readFileSync(list, "utf8"))
    : [];
  return new Set(files.map((file) => path.posix.normalize(file).toLowerCase()));
}

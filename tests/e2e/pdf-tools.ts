// Reads a printed PDF the way a person would see it, with Debian's poppler-utils: its text page
// by page (pdftotext) and how its pages look (pdftoppm).
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Whether poppler-utils is installed; without it the print tests are reported as not run. */
export const POPPLER_INSTALLED =
  spawnSync("pdftotext", ["-v"]).error === undefined &&
  spawnSync("pdftoppm", ["-v"]).error === undefined;

/** The text of each page, in reading order. */
export function pdfPages(pdf: Buffer, file: string): string[] {
  writeFileSync(file, pdf);
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], {
    encoding: "utf8",
  });
  // pdftotext ends every page with a form feed.
  return text.split("\f").slice(0, -1);
}

/**
 * The text as a comparison sees it: without spaces and hyphens, since a line may wrap anywhere
 * and pdftotext drops the hyphen of a word broken at a line's end.
 */
export function squash(text: string): string {
  return text.replace(/[\s\u00ad-]+/g, "").toLowerCase();
}

/**
 * Whether the words of `phrase` appear in `text` in their order, whatever stands between them:
 * a title that wraps beside the dates on its right is read with the dates amid its words.
 */
export function readsInOrder(text: string, phrase: string): boolean {
  const haystack = squash(text);
  let from = 0;
  for (const word of phrase.split(/\s+/).map(squash).filter(Boolean)) {
    const at = haystack.indexOf(word, from);
    if (at < 0) return false;
    from = at + word.length;
  }
  return true;
}

/** Each page's mean brightness, from 0 (black) to 1 (white), drawn at a low resolution. */
export function pdfPageBrightness(pdf: Buffer, file: string): number[] {
  writeFileSync(file, pdf);
  execFileSync("pdftoppm", ["-gray", "-r", "24", file, `${file}-page`]);
  const folder = path.dirname(file);
  return readdirSync(folder)
    .filter((name) => name.startsWith(`${path.basename(file)}-page`))
    .sort((a, b) => pageNumber(a) - pageNumber(b))
    .map((name) => meanOfPgm(readFileSync(path.join(folder, name))));
}

const pageNumber = (name: string) => Number(name.match(/-(\d+)\.pgm$/)?.[1]);

/** The mean of a binary greyscale image (PGM, "P5"), as pdftoppm -gray writes it. */
function meanOfPgm(image: Buffer): number {
  const header = image
    .toString("latin1", 0, 64)
    .match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
  if (!header) throw new Error("pdftoppm did not write a greyscale image");
  const [, width, height, max] = header.map(Number);
  const pixels = image.subarray(header[0].length);
  let sum = 0;
  for (let i = 0; i < width! * height!; i++) sum += pixels[i]!;
  return sum / (width! * height! * max!);
}

// The owner's pictures as visitors receive them. Each raster picture the content names is made, at
// build, into AVIF and WebP at the widths the grid can show, upright, in sRGB, without its metadata
// (a phone photo's GPS position stays home); an animated GIF or WebP is copied whole, without its
// metadata; an SVG is served as it is. The original of a raster picture is never published, nor any
// other raster file of public/ that carries metadata (unpublishedPictures). What was made is kept
// in .cache/pictures/ by the file's hash and the settings (kept-results.ts), so a build with the
// same pictures encodes nothing, and a picture that cannot be decoded stops the build.
import { mkdir, readFile, readdir, rm } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";

import sharp from "sharp";
import type { Metadata } from "sharp";

import type { NamedPicture } from "./content-checks/check-content";
import { formatHex } from "../app/colors/color";
import type { PictureSet } from "../app/pictures/picture-set";
import { PICTURE_DIRECTORY, PICTURE_PATH } from "../app/pictures/picture-set";

import { filesIn } from "./files-in";
import type { KeptFiles } from "./kept-results";
import { keptResults, writeWhole } from "./kept-results";

/** The widths made, never wider than the original: a smaller one is made at its own width. */
const WIDTHS = [320, 480, 640, 960, 1280, 1920];
// Effort 3 of AVIF's 9 takes a third of the default's time for files a few per cent larger.
const FORMATS = [
  { type: "image/avif", format: "avif", options: { quality: 50, effort: 3 } },
  { type: "image/webp", format: "webp", options: { quality: 75 } },
] as const;
/** Past this many pixels a picture could take more memory than a build has; 8000 × 8000 is 64 million. */
export const PIXEL_LIMIT = 100_000_000;
// What a phone and a desktop take from the grid's sizes (app/routes/portfolio/route.tsx), in device
// pixels: a 375 px phone at DPR 3 draws a card 343 px wide; a 1440 px desktop at DPR 1, 340 px.
const PHONE = 343 * 3;
const DESKTOP = 340;

/** What a message calls each format, by sharp's name for it; an extension promises one. */
const NAME_OF: Record<string, string> = {
  png: "PNG",
  jpeg: "JPEG",
  webp: "WebP",
  heif: "AVIF",
  gif: "GIF",
  svg: "SVG",
};
const FORMAT_OF: Record<string, string> = { jpg: "jpeg", avif: "heif" };
/** The files a camera or an editor can leave metadata in, named by their extension. */
export const RASTER = /\.(?:jpe?g|png|webp|avif|gif|tiff?|heic|heif)$/i;
/** What the file made of an animated picture is: the whole picture, in its own format. */
const WHOLE = "whole";
/** The kept file that says what the others are. */
const MADE = "made.json";

/** What the cache keeps of a picture: its size and colour, and each file made. */
type Made = {
  width: number;
  height: number;
  color?: string;
  files: Array<{ name: string; type: string; width: number; bytes: number }>;
};

/** A picture that cannot be used, as one line: the entry naming it, the file, what is wrong. */
class PictureProblem extends Error {}

const SETTINGS = JSON.stringify({
  WIDTHS,
  FORMATS,
  animated: "copied whole, without metadata",
  versions: sharp.versions,
});

export async function makePictures(
  named: NamedPicture[],
  {
    publicDir = "public",
    outputDir = PICTURE_DIRECTORY,
    cacheDir = ".cache/pictures",
  } = {},
) {
  const started = performance.now();
  // A picture two entries share is made once; a problem names the first.
  const unique = named.filter(
    (picture, index) => named.findIndex((p) => p.src === picture.src) === index,
  );
  await mkdir(outputDir, { recursive: true });
  const pictures: Record<string, PictureSet> = {};
  const problems: string[] = [];
  const lines: string[] = [];
  const used = new Set<string>();
  const cache = keptResults(cacheDir);
  let encoded = 0;
  await inTurn(unique, availableParallelism(), async (picture) => {
    try {
      const bytes = await readFile(path.join(publicDir, picture.src));
      const kept = await cache.get([SETTINGS, bytes], (key) =>
        encode(bytes, picture.src, key),
      );
      const made = JSON.parse(kept.files[MADE]!.toString()) as Made;
      if (kept.made && made.files.length) encoded++;
      // A server running from this folder (`npm start` beside `npm run dev`) never meets a file
      // half written, and one already there is left alone.
      for (const { name } of made.files) {
        used.add(name);
        await writeWhole(path.join(outputDir, name), kept.files[name]!);
      }
      pictures[picture.src] = pictureSet(picture.src, made);
      lines.push(buildLine(picture.src, bytes.length, made));
    } catch (error) {
      if (!(error instanceof PictureProblem)) throw error;
      problems.push(`${picture.where}: ${error.message}`);
    }
  });
  // Only what this build used stays, in the cache and the output.
  await cache.prune();
  for (const entry of await readdir(outputDir))
    if (!used.has(entry))
      await rm(path.join(outputDir, entry), { recursive: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const count = `${unique.length} picture${unique.length === 1 ? "" : "s"}`;
  lines.sort().push(`${count} in ${seconds} s, ${encoded} of them encoded`);
  const sorted = Object.keys(pictures).sort();
  return {
    pictures: Object.fromEntries(sorted.map((src) => [src, pictures[src]!])),
    problems: problems.sort(),
    lines,
  };
}

/**
 * Decodes a picture once, checks it is what its name says, and makes each width and format, named
 * by `key`; and what they are (MADE).
 */
async function encode(
  bytes: Buffer,
  src: string,
  key: string,
): Promise<KeptFiles> {
  const shown = `public${src}`;
  const extension = path.extname(src).slice(1).toLowerCase();
  const expected = FORMAT_OF[extension] ?? extension;
  const options = {
    failOn: "error",
    limitInputPixels: PIXEL_LIMIT,
    autoOrient: true,
  } as const;
  // Read without the pixel limit, so a picture over it is named as such below.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((error: Error) => {
      throw new PictureProblem(
        `expected a ${NAME_OF[expected]} picture; ${shown} is not one (${firstLine(error)})`,
      );
    });
  const { format, autoOrient, pages = 1 } = metadata;
  if (format !== expected)
    throw new PictureProblem(
      `expected a ${NAME_OF[expected]} picture; ${shown} holds ${NAME_OF[format] ?? format} data: give it the extension of its format`,
    );
  const { width, height } = autoOrient;
  if (width * height > PIXEL_LIMIT)
    throw new PictureProblem(
      `expected a picture of at most ${PIXEL_LIMIT / 1e6} million pixels; ${shown} is ${width}×${height}: make it smaller`,
    );
  const files: KeptFiles = {};
  const withMade = (made: Made) => ({
    ...files,
    [MADE]: Buffer.from(JSON.stringify(made)),
  });
  // An SVG is sharp at every size.
  if (format === "svg") return withMade({ width, height, files: [] });
  const base = path.basename(src, path.extname(src)).replace(/[^\w-]/g, "_");
  const hash = key.slice(0, 10);
  // An animated GIF (or WebP) would lose its motion if made smaller: it is copied whole, written
  // again without its metadata where it has any.
  if (pages > 1) {
    const file = metadataKinds(metadata).length
      ? await sharp(bytes, { ...options, animated: true })
          .toFormat(format === "heif" ? "avif" : format)
          .toBuffer()
      : bytes;
    const name = `${base}-${hash}.${extension}`;
    files[name] = file;
    return withMade({
      width,
      height,
      files: [{ name, type: WHOLE, width, bytes: file.length }],
    });
  }

  // Neither type holds more than 16383 pixels a side: a long page's screenshot is made narrower.
  const top = Math.min(
    width,
    WIDTHS.at(-1)!,
    Math.floor((width * 16383) / height),
  );
  const { data, info } = await sharp(bytes, options)
    .resize({ width: top })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: Error) => {
      throw new PictureProblem(
        `expected a whole ${NAME_OF[expected]} picture; ${shown} is cut short or damaged (${firstLine(error)})`,
      );
    });
  // Only the size: sharp marks raw output premultiplied, which it is not.
  const raw = {
    width: info.width,
    height: info.height,
    channels: info.channels,
  };
  const { isOpaque, dominant } = await sharp(data, { raw }).stats();
  const made: Made = {
    width,
    height,
    color: isOpaque ? formatHex({ ...dominant, a: 1 }) : undefined,
    files: [],
  };
  for (const w of [...WIDTHS.filter((w) => w < top), top])
    for (const { type, format, options: settings } of FORMATS) {
      const image = sharp(data, { raw }).resize({ width: w });
      if (isOpaque && info.channels === 4) image.removeAlpha();
      const file = await image.toFormat(format, settings).toBuffer();
      const name = `${base}-${hash}-${w}.${format}`;
      files[name] = file;
      made.files.push({ name, type, width: w, bytes: file.length });
    }
  return withMade(made);
}

function pictureSet(src: string, made: Made): PictureSet {
  const { width, height, color, files } = made;
  if (!files.length) return { src, width, height, sources: [] };
  const whole = files.find((file) => file.type === WHOLE);
  if (whole)
    return { src: `${PICTURE_PATH}/${whole.name}`, width, height, sources: [] };
  const sources = FORMATS.map(({ type }) => ({
    type,
    srcSet: files
      .filter((file) => file.type === type)
      .map((file) => `${PICTURE_PATH}/${file.name} ${file.width}w`)
      .join(", "),
  }));
  // A browser that knows neither type is rare; it gets the WebP a desktop would.
  const webp = files.filter((file) => file.type === "image/webp");
  const fallback = webp.find((file) => file.width >= DESKTOP) ?? webp.at(-1)!;
  return {
    src: `${PICTURE_PATH}/${fallback.name}`,
    width,
    height,
    color,
    sources,
  };
}

/** public/app.png 2880×1800, 3.1 MB → phone 1280 px AVIF 29 KB · desktop 480 px AVIF 6 KB */
function buildLine(src: string, bytes: number, made: Made) {
  const head = `public${src} ${made.width}×${made.height}, ${size(bytes)} →`;
  const avif = made.files.filter((file) => file.type === "image/avif");
  if (made.files.some((file) => file.type === WHOLE))
    return `${head} served whole, without its metadata`;
  if (!avif.length) return `${head} served as it is`;
  const takes = (pixels: number) => {
    const file = avif.find((f) => f.width >= pixels) ?? avif.at(-1)!;
    return `${file.width} px AVIF ${size(file.bytes)}`;
  };
  return `${head} phone ${takes(PHONE)} · desktop ${takes(DESKTOP)}`;
}

/**
 * The files of public/ no visitor receives as they are: the original of every raster picture the
 * content names (the build made what pages show of it), and any other raster file that carries
 * metadata, which can say where a photo was taken and with what (a post's draft's picture, a file
 * left over). Each of the latter gets a line, so the owner knows why it is not there.
 */
export async function unpublishedPictures(
  named: ReadonlyArray<NamedPicture>,
  publicDir = "public",
) {
  const made = new Set(
    named.map((picture) => picture.src).filter((src) => RASTER.test(src)),
  );
  const others = (await filesIn(publicDir))
    .filter((file) => RASTER.test(file))
    .map((file) => `/${file}`)
    .filter((src) => !made.has(src));
  const lines: string[] = [];
  const carrying: string[] = [];
  await inTurn(others, availableParallelism(), async (src) => {
    if ((await metadataIn(path.join(publicDir, src))).length === 0) return;
    carrying.push(src);
    lines.push(
      `public${src} carries metadata (a photo's may say where it was taken) and is not published: name it in the content, and the build publishes it without, or remove it`,
    );
  });
  return {
    unpublished: [...made, ...carrying].sort(),
    lines: lines.sort(),
  };
}

/** Which of EXIF, XMP and IPTC metadata a picture carries. */
const metadataKinds = ({ exif, xmp, iptc }: Metadata) =>
  Object.entries({ EXIF: exif, XMP: xmp, IPTC: iptc })
    .filter(([, bytes]) => bytes && bytes.length > 0)
    .map(([kind]) => kind);

/** Which metadata a picture file carries; none for a file that is not one a decoder reads. */
export async function metadataIn(file: string): Promise<string[]> {
  const metadata = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  return metadata ? metadataKinds(metadata) : [];
}

const size = (bytes: number) =>
  bytes >= 1e6
    ? `${(bytes / 1e6).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1e3))} KB`;

const firstLine = (error: Error) => error.message.split("\n")[0]!.trim();

/** Runs `work` on every item, at most `limit` at a time. */
async function inTurn<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

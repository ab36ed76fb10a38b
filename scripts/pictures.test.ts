// @vitest-environment node
// The pictures step, on pictures each test draws: what it makes of them, and the one line that
// stops the build when a picture cannot be used.
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";

import sharp from "sharp";

import { makePictures, unpublishedPictures } from "./pictures";

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "pictures-"));
  mkdirSync(path.join(root, "public/images"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const dirs = () => ({
  publicDir: path.join(root, "public"),
  outputDir: path.join(root, "build/pictures"),
  cacheDir: path.join(root, ".cache/pictures"),
});

/** Puts a file in public/images/ and names it as the content would. */
function named(file: string, bytes: Buffer | string) {
  writeFileSync(path.join(root, "public/images", file), bytes);
  return {
    src: `/images/${file}`,
    where: `app/content/projects.ts: project "${file}", image`,
  };
}

const flat = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({
    create: { width, height, channels, background: "#2a7f62" },
  });

const madeFile = (src: string) => path.join(root, "build", src.split(" ")[0]!);

test("a phone photo comes out upright, and without its GPS position", async () => {
  const photo = await flat(60, 40)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSMapDatum: "WGS-84", GPSLatitudeRef: "N" } })
    .toBuffer();
  // What a phone writes: a wide picture to be turned a quarter, and where it was taken.
  const original = await sharp(photo).metadata();
  expect([original.width, original.height, original.orientation]).toEqual([
    60, 40, 6,
  ]);
  expect(original.exif?.includes("WGS-84")).toBe(true);

  const { pictures, problems } = await makePictures(
    [named("photo.jpg", photo)],
    dirs(),
  );
  expect(problems).toEqual([]);
  const picture = pictures["/images/photo.jpg"]!;
  expect([picture.width, picture.height]).toEqual([40, 60]);
  for (const { srcSet } of picture.sources) {
    const made = await sharp(madeFile(srcSet)).metadata();
    expect([made.width, made.height], srcSet).toEqual([40, 60]);
    expect(made.orientation, srcSet).toBeUndefined();
    expect(made.exif, srcSet).toBeUndefined();
  }
});

test("each picture is made in AVIF and WebP at the widths a screen may need, never wider than it is", async () => {
  const { pictures } = await makePictures(
    [
      named("wide.png", await flat(700, 400).png().toBuffer()),
      named("icon.png", await flat(48, 48).png().toBuffer()),
    ],
    dirs(),
  );
  const wide = pictures["/images/wide.png"]!;
  expect(wide.sources.map((source) => source.type)).toEqual([
    "image/avif",
    "image/webp",
  ]);
  for (const { type, srcSet } of wide.sources) {
    const candidates = srcSet.split(", ");
    expect(candidates.map((c) => c.split(" ")[1])).toEqual([
      "320w",
      "480w",
      "640w",
      "700w",
    ]);
    for (const candidate of candidates) {
      expect(candidate).toMatch(
        /^\/pictures\/wide-[0-9a-f]{10}-\d+\.(avif|webp) /,
      );
      const made = await sharp(madeFile(candidate)).metadata();
      expect(`${made.width}w`).toBe(candidate.split(" ")[1]);
      expect(made.format).toBe(type === "image/avif" ? "heif" : "webp");
    }
  }
  expect(pictures["/images/icon.png"]!.sources[0]!.srcSet).toMatch(/ 48w$/);
  // A long page's screenshot: neither type holds more than 16383 pixels a side, so it is made
  // narrower than it is. Drawn 40 pixels wide rather than a page's 400: encoding a 327 × 16350
  // AVIF was most of the test's time, half a minute on a busy machine, and a narrow one is made
  // narrower by the same rule.
  const long = await makePictures(
    [named("long.png", await flat(40, 20_000).png().toBuffer())],
    dirs(),
  );
  expect(long.problems).toEqual([]);
  for (const { srcSet } of long.pictures["/images/long.png"]!.sources) {
    expect(srcSet).toMatch(/^\S+ 32w$/);
    const made = await sharp(madeFile(srcSet)).metadata();
    expect([made.width, made.height], srcSet).toEqual([32, 16_000]);
  }
  // The colour its box shows until it arrives.
  expect(near(wide.color, "#2a7f62")).toBe(true);
});

test("a picture with transparency gets no colour to show through it", async () => {
  const { pictures } = await makePictures(
    [named("logo.png", await flat(100, 100, 4).png().toBuffer())],
    dirs(),
  );
  expect(near(pictures["/images/logo.png"]!.color, "#2a7f62")).toBe(true);
  const clear = await sharp({
    create: { width: 100, height: 100, channels: 4, background: "#00000000" },
  })
    .png()
    .toBuffer();
  const again = await makePictures([named("clear.png", clear)], dirs());
  expect(again.pictures["/images/clear.png"]!.color).toBeUndefined();
});

const frame = (color: string) =>
  sharp({ create: { width: 20, height: 10, channels: 3, background: color } })
    .png()
    .toBuffer();
const frames = async () => [await frame("#fff"), await frame("#000")];

test("an SVG is served as it is; an animated GIF is copied whole, its own bytes when it carries no metadata", async () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200"/></svg>';
  const animated = await sharp(await frames(), { join: { animated: true } })
    .gif()
    .toBuffer();
  const { pictures, lines } = await makePictures(
    [named("logo.svg", svg), named("spinner.gif", animated)],
    dirs(),
  );
  expect(pictures).toEqual({
    "/images/logo.svg": {
      src: "/images/logo.svg",
      width: 300,
      height: 200,
      sources: [],
    },
    "/images/spinner.gif": {
      src: expect.stringMatching(/^\/pictures\/spinner-[0-9a-f]{10}\.gif$/),
      width: 20,
      height: 10,
      sources: [],
    },
  });
  expect(
    readFileSync(madeFile(pictures["/images/spinner.gif"]!.src)).equals(
      animated,
    ),
  ).toBe(true);
  expect(lines.slice(0, 2)).toEqual([
    "public/images/logo.svg 300×200, 1 KB → served as it is",
    expect.stringMatching(
      /^public\/images\/spinner\.gif 20×10, .* served whole, without its metadata$/,
    ),
  ]);
});

test("an animated WebP carrying a camera's metadata is copied whole, moving, without it", async () => {
  const animated = await sharp(await frames(), { join: { animated: true } })
    .webp()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSMapDatum: "WGS-84" } })
    .toBuffer();
  expect((await sharp(animated).metadata()).exif).toBeDefined();
  const { pictures } = await makePictures(
    [named("moving.webp", animated)],
    dirs(),
  );
  const made = readFileSync(madeFile(pictures["/images/moving.webp"]!.src));
  const metadata = await sharp(made).metadata();
  expect([metadata.pages, metadata.exif]).toEqual([2, undefined]);
  expect(made.includes("WGS-84")).toBe(false);
});

test("what stays home: the original of every raster picture named, and any other raster file of public/ carrying metadata", async () => {
  const gps = { IFD3: { GPSLatitudeRef: "N", GPSMapDatum: "WGS-84" } };
  const shot = named("shot.png", await flat(60, 40).png().toBuffer());
  const logo = named("logo.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A draft's picture, and one left over: named by nothing the build makes.
  mkdirSync(path.join(root, "public/images/posts"));
  writeFileSync(
    path.join(root, "public/images/posts/draft.jpg"),
    await flat(60, 40).jpeg().withExif(gps).toBuffer(),
  );
  writeFileSync(
    path.join(root, "public/images/left-over.png"),
    await flat(60, 40).png().toBuffer(),
  );
  writeFileSync(path.join(root, "public/notes.txt"), "not a picture");
  const { unpublished, lines } = await unpublishedPictures(
    [shot, logo],
    dirs().publicDir,
  );
  expect(unpublished).toEqual(["/images/posts/draft.jpg", "/images/shot.png"]);
  expect(lines).toEqual([
    "public/images/posts/draft.jpg carries metadata (a photo's may say where it was taken) and is not published: name it in the content, and the build publishes it without, or remove it",
  ]);
});

test("a second build with the same pictures encodes none of them", async () => {
  const pictures = [
    named("a.png", await flat(500, 300).png().toBuffer()),
    named("b.jpg", await flat(300, 500).jpeg().toBuffer()),
  ];
  const first = await makePictures(pictures, dirs());
  expect(first.lines.at(-1)).toMatch(
    /^2 pictures in [\d.]+ s, 2 of them encoded$/,
  );
  const cache = dirs().cacheDir;
  const cached = readdirSync(cache, { recursive: true }).map(String);
  const times = cached.map((file) => statSync(path.join(cache, file)).mtimeMs);

  const second = await makePictures(pictures, dirs());
  expect(second.lines.at(-1)).toMatch(
    /^2 pictures in [\d.]+ s, 0 of them encoded$/,
  );
  expect(second.pictures).toEqual(first.pictures);
  expect(
    cached.map((file) => statSync(path.join(cache, file)).mtimeMs),
  ).toEqual(times);
  for (const picture of Object.values(second.pictures))
    for (const { srcSet } of picture.sources)
      for (const candidate of srcSet.split(", "))
        expect(statSync(madeFile(candidate)).isFile()).toBe(true);
});

test("a file that is not the picture its name says stops the build, naming it and its entry", async () => {
  const jpeg = await flat(40, 40).jpeg().toBuffer();
  const { problems } = await makePictures(
    [named("notes.png", "just some text\n"), named("photo.png", jpeg)],
    dirs(),
  );
  expect(problems).toEqual([
    'app/content/projects.ts: project "notes.png", image: expected a PNG picture; public/images/notes.png is not one (Input buffer contains unsupported image format)',
    'app/content/projects.ts: project "photo.png", image: expected a PNG picture; public/images/photo.png holds JPEG data: give it the extension of its format',
  ]);
});

test("a picture cut short stops the build, naming it and its entry", async () => {
  const png = await sharp({
    create: {
      width: 300,
      height: 200,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  const { problems } = await makePictures(
    [named("cut.png", png.subarray(0, png.length / 2))],
    dirs(),
  );
  expect(problems).toEqual([
    expect.stringMatching(
      /^app\/content\/projects\.ts: project "cut\.png", image: expected a whole PNG picture; public\/images\/cut\.png is cut short or damaged \(.+\)$/,
    ),
  ]);
});

test("a picture of more than 100 million pixels stops the build; 8000 × 8000 builds", async () => {
  const { problems } = await makePictures(
    [named("huge.png", grey(12_000, 9_000, 1))],
    dirs(),
  );
  expect(problems).toEqual([
    'app/content/projects.ts: project "huge.png", image: expected a picture of at most 100 million pixels; public/images/huge.png is 12000×9000: make it smaller',
  ]);
  // Black, and written here: four times as fast as sharp writes 8000 × 8000 pixels in colour.
  const large = grey(8000, 8000);
  const { pictures } = await makePictures([named("large.png", large)], dirs());
  expect(pictures["/images/large.png"]!.sources[0]!.srcSet).toMatch(/ 1920w$/);
});

/** Whether a colour is the one given, give or take a little in each channel. */
function near(color: string | undefined, expected: string) {
  const channels = (hex: string) =>
    [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const given = channels(color ?? "#------");
  return channels(expected).every((c, i) => Math.abs(c - given[i]!) <= 12);
}

/**
 * A black PNG, its pixels grey and stored as they are filtered and compressed fastest. With fewer
 * `rows` than its height it only claims its size: enough to be read, not decoded.
 */
function grey(width: number, height: number, rows = height) {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4, "ascii");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // 8 bits a channel, one channel: grey
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc((width + 1) * rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

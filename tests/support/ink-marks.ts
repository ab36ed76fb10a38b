// How many separate marks of one colour a picture holds: letters a script joins are one mark, the
// same letters kept apart one each (their dots aside). What a share card's Arabic shows of its
// shaping, read from its pixels, whatever drew it.
import { Resvg } from "@resvg/resvg-js";

/** A PNG's width and height, from its header. */
function sizeOf(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The PNG's pixels, RGBA, as resvg draws the picture at its own size. */
function pixelsOf(png: Uint8Array) {
  const { width, height } = sizeOf(png);
  const href = `data:image/png;base64,${Buffer.from(png).toString("base64")}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="${href}" width="${width}" height="${height}"/></svg>`;
  return { width, height, pixels: new Resvg(svg).render().pixels };
}

/**
 * The marks of `color` ("#5dff40"), each a run of touching pixels of nearly that colour; specks
 * of a few pixels (the edge of a curve, smoothed) are not marks.
 */
export function inkMarks(png: Uint8Array, color: string, minPixels = 12) {
  const { width, height, pixels } = pixelsOf(png);
  const target = [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));
  const inked = new Uint8Array(width * height);
  for (let index = 0; index < width * height; index++)
    inked[index] = target.every(
      (value, channel) => Math.abs(pixels[index * 4 + channel]! - value) < 64,
    )
      ? 1
      : 0;
  let marks = 0;
  const queue: number[] = [];
  for (let start = 0; start < inked.length; start++) {
    if (inked[start] !== 1) continue;
    inked[start] = 2;
    queue.push(start);
    let size = 0;
    while (queue.length > 0) {
      const at = queue.pop()!;
      size++;
      const [x, y] = [at % width, Math.floor(at / width)];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (inked[next] !== 1) continue;
          inked[next] = 2;
          queue.push(next);
        }
    }
    if (size >= minPixels) marks++;
  }
  return marks;
}

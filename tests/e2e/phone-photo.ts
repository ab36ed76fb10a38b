// A picture as a phone writes it, with where it was taken and with what, and the test for any of
// that in a file a visitor receives.
import sharp from "sharp";

/** Words of the metadata that no picture of the site's own holds. */
const CAMERA = "PhoneMaker";
const DATUM = "WGS-84";

/** A JPEG, PNG or WebP carrying EXIF with a GPS position and a camera's make; animated if asked. */
export async function phonePhoto(
  format: "jpeg" | "png" | "webp",
  { animated = false } = {},
) {
  const frame = (background: string) =>
    sharp({ create: { width: 640, height: 480, channels: 3, background } })
      .png()
      .toBuffer();
  const picture = animated
    ? sharp([await frame("#20323f"), await frame("#7f2a3f")], {
        join: { animated: true },
      })
    : sharp(await frame("#20323f"));
  return picture
    .toFormat(format)
    .withExif({
      IFD0: { Make: CAMERA, Model: "Phone 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2964/100",
        GPSMapDatum: DATUM,
      },
    })
    .toBuffer();
}

/** What a file carries of a phone's metadata: its EXIF as sharp reads it, or its words. */
export async function photoMetadataIn(bytes: Buffer) {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  return {
    exif: metadata?.exif !== undefined,
    words: [CAMERA, DATUM].filter((word) => bytes.includes(word)),
  };
}

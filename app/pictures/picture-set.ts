/**
 * What a page shows for one picture the content names: the files the build made of it, for the
 * browser to choose from, or the file itself where the build made none (an SVG, an animated GIF).
 */
export type PictureSet = {
  /** The file a browser takes when it knows none of the types below. */
  src: string;
  /** The original's size, oriented: the picture's shape before it arrives. */
  width?: number;
  height?: number;
  /** Its dominant colour, shown until it arrives; only for a picture with no transparency. */
  color?: string;
  /** One srcset for each type made, best first. */
  sources: Array<{ type: string; srcSet: string }>;
};

/** Which content path the build made into which files (path → PictureSet). */
export const PICTURE_MANIFEST = "build/pictures.json";

/**
 * The files of public/ the site never serves or exports as they are (the originals of the pictures
 * the build made, and raster files carrying metadata), by their path there: a JSON list.
 */
export const UNPUBLISHED_PICTURES = "build/unpublished-pictures.json";

/** Where the made files are, and the address they are served at. */
export const PICTURE_DIRECTORY = "build/pictures";
export const PICTURE_PATH = "/pictures";

import type { PictureSet } from "~/pictures/picture-set";
import { sitePath } from "~/utils/site-path";

type PictureProps = {
  picture: PictureSet;
  alt: string;
  /** How wide the layout draws the picture at each screen width, as `<img sizes>` says it. */
  sizes: string;
  /** Fetched at once and ahead of the page's scripts: for what every first screen shows. */
  priority: boolean;
  /**
   * The screens whose first view shows it, as a media query: fetched ahead there alone (a card
   * of the grid's first row on a desktop, not on a phone, where it is further down).
   */
  priorityWhen?: string;
};

/**
 * A picture in every type and width the build made of it, for the browser to choose from by its
 * screen. Until it arrives, its box keeps its shape and shows its dominant colour.
 */
export function Picture({
  picture,
  alt,
  sizes,
  priority,
  priorityWhen,
}: PictureProps) {
  const { width, height, color } = picture;
  const src = sitePath(picture.src);
  const sources = picture.sources.map(({ type, srcSet }) => ({
    type,
    srcSet: srcSetPath(srcSet),
  }));
  // The best type the build made, which every browser the site serves can show.
  const [best] = sources;
  return (
    <>
      {priorityWhen ? (
        <link
          rel="preload"
          as="image"
          media={priorityWhen}
          {...(best
            ? { imageSrcSet: best.srcSet, imageSizes: sizes, type: best.type }
            : { href: src })}
          fetchPriority="high"
        />
      ) : null}
      <picture>
        {sources.map(({ type, srcSet }) => (
          <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
        ))}
        <img
          src={src}
          width={width}
          height={height}
          alt={alt}
          loading={priority ? undefined : "lazy"}
          decoding={priority ? undefined : "async"}
          fetchPriority={priority ? "high" : undefined}
          style={color ? { backgroundColor: color } : undefined}
        />
      </picture>
    </>
  );
}

/** Each candidate of a srcset at its address as visitors reach it (the build names them by root). */
const srcSetPath = (srcSet: string) =>
  srcSet
    .split(", ")
    .map((candidate) => sitePath(candidate))
    .join(", ");

// One of the site's icons as a component draws it: a symbol of the sprite the build draws from
// icon-set.ts. Components of every room import it; it imports nothing of theirs.
import spriteUrl from "~/icons/sprite.svg";

import type { IconName } from "./icon-set";

type IconProps = {
  name: IconName;
  /** What the icon means, read out as an image; without it the icon is decoration, hidden. */
  label?: string;
};

/**
 * One of the site's icons: plain SVG showing a symbol of the build's sprite, so no icon is part of
 * the page's scripts. Sized (1em) and coloured like the text around it.
 */
export function Icon({ name, label }: IconProps) {
  const meaning = label
    ? { role: "img", "aria-label": label }
    : { "aria-hidden": true };
  return (
    <svg width="1em" height="1em" focusable="false" {...meaning}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

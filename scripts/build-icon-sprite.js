// Draws every icon of app/icons/icon-set.js into one SVG sprite, app/icons/sprite.svg: a
// <symbol> per icon, with the icon's own viewBox and shapes and the defaults react-icons would
// give it (filled and stroked in the text colour). The app links the sprite as a fingerprinted
// asset, so browsers keep it for good and fetch it again only when an icon changes.
// app/icons/sprite.test.ts checks that the sprite in the repository is up to date.
import { writeFile } from "node:fs/promises";

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { ICONS } from "../app/icons/icon-set.js";

// What react-icons puts on every icon's <svg> before the icon's own attributes.
const ICON_DEFAULTS = {
  stroke: "currentColor",
  fill: "currentColor",
  strokeWidth: "0",
};

/** The sprite's markup. An icon element holds its viewBox in `attr`, its shapes as children. */
export function iconSprite(icons = ICONS) {
  const symbols = Object.entries(icons).map(([name, Icon]) => {
    const { attr, children } = Icon({}).props;
    return createElement(
      "symbol",
      { key: name, id: name, ...ICON_DEFAULTS, ...attr },
      children,
    );
  });
  return `${renderToStaticMarkup(
    createElement("svg", { xmlns: "http://www.w3.org/2000/svg" }, symbols),
  )}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`)
  await writeFile(
    new URL("../app/icons/sprite.svg", import.meta.url),
    iconSprite(),
  );

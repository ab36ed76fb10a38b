// The icon sprite (app/icons/sprite.svg, written by prepare-content.ts): the site's own icons, and
// one for each network the content's social links are on, so it grows with the links an owner
// has, not with every network the site knows. A <symbol> per icon, with the icon's own viewBox
// and shapes and the defaults react-icons would give it (filled and stroked in the text colour).
// The app links it as a fingerprinted asset, which browsers keep for good.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IconType } from "react-icons";

import { ICONS, SITE_ICONS } from "../app/icons/icon-set";
import { networkOf } from "../app/icons/network-of";
import { technologyIcon } from "../app/icons/technology-icon";

// What react-icons puts on every icon's <svg> before the icon's own attributes.
const ICON_DEFAULTS = {
  stroke: "currentColor",
  fill: "currentColor",
  strokeWidth: "0",
};

/** The sprite's markup. An icon element holds its viewBox in `attr`, its shapes as children. */
export function iconSprite(icons: Record<string, IconType>) {
  const symbols = Object.entries(icons).map(([name, Icon]) => {
    const { attr, children } = (
      Icon({}) as { props: { attr: object; children: unknown } }
    ).props;
    return createElement(
      "symbol",
      { key: name, id: name, ...ICON_DEFAULTS, ...attr },
      children as never,
    );
  });
  return `${renderToStaticMarkup(
    createElement("svg", { xmlns: "http://www.w3.org/2000/svg" }, symbols),
  )}\n`;
}

/** The site's own icons, those of the networks the content links to and of its technologies. */
export function usedIcons(
  links: ReadonlyArray<Parameters<typeof networkOf>[0]>,
  technologies: ReadonlyArray<string> = [],
) {
  const used = [
    ...links.map((link) => networkOf(link)),
    ...technologies.map(technologyIcon),
  ];
  return {
    ...SITE_ICONS,
    ...Object.fromEntries(used.map((name) => [name, ICONS[name]])),
  };
}

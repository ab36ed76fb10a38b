// The icon sprite (app/icons/sprite.svg, written by prepare-content.ts): the site's own icons and
// those the content uses, so it grows with an owner's links, not with every network the site knows.
// A <symbol> per icon; the app links it as a fingerprinted asset, which browsers keep for good.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IconType } from "react-icons";

import {
  NETWORK_ICONS,
  SITE_ICONS,
  TECHNOLOGY_MARKS,
} from "../app/icons/icon-set";
import { networkOf } from "../app/icons/network-of";
import type { SocialLinkAddress } from "../app/icons/network-of";
import { technologyIcon, technologyKey } from "../app/icons/technology-icon";

// react-icons' defaults (filled and stroked in the text colour); an icon's own attributes win.
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

/**
 * The site's own icons, those of the networks the content links to, and a mark for each of its
 * technologies: its own, or the code icon for one Simple Icons does not have.
 */
export function usedIcons(
  links: ReadonlyArray<SocialLinkAddress>,
  technologies: ReadonlyArray<string> = [],
) {
  const networks = links.map((link) => networkOf(link));
  return {
    ...SITE_ICONS,
    ...Object.fromEntries(networks.map((name) => [name, NETWORK_ICONS[name]])),
    ...Object.fromEntries(
      technologies.map((name) => [
        technologyIcon(name),
        TECHNOLOGY_MARKS.get(technologyKey(name)) ?? SITE_ICONS.code,
      ]),
    ),
  };
}

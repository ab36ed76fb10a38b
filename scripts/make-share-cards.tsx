// The build's share cards: one picture per page for link previews, drawn from the owner's
// content, so editing app/content/ gives new cards on the next build. Each file is named after
// its content's hash beside the build's other fingerprinted files (served as immutable), and
// build/share-cards.json tells the server which file belongs to which page.
import { createHash } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IconType } from "react-icons";
import {
  FaBriefcase,
  FaCode,
  FaEnvelope,
  FaFileAlt,
  FaHome,
  FaUser,
} from "react-icons/fa";

import { profile } from "../app/content/profile";
import { DEFAULT_ACCENT, legibleAccent } from "../app/routes/resources.accent/accent";
import { initialsOf } from "../app/utils/initials";
import { SITE_PAGES } from "../app/pages";
import type { ShareCard } from "../app/utils/share-card";
import {
  SHARE_CARD_DIRECTORY,
  SHARE_CARD_MANIFEST,
} from "../app/utils/share-card";

import { ON_ACCENT, drawShareCard } from "./share-card";

type SitePath = (typeof SITE_PAGES)[number]["path"];

/**
 * Each page's title and icon, as its page header shows them (the type asks for every page of the
 * site); the home page has no header, and its card leads with the owner's name.
 */
const PAGE_HEADERS: Record<SitePath, { title?: string; icon: IconType }> = {
  "/": { icon: FaHome },
  "/about": { title: "About Me", icon: FaUser },
  "/skills": { title: "My Skills", icon: FaCode },
  "/resume": { title: "My Resume", icon: FaFileAlt },
  "/portfolio": { title: "My Portfolio", icon: FaBriefcase },
  "/contact": { title: "Contact Me", icon: FaEnvelope },
};

const owner = `${profile.name}, ${profile.jobTitle}`;
const initials = initialsOf(profile.name);

// Run on its own, the step replaces the cards it drew before rather than adding to them.
const outputDir = path.join("public", SHARE_CARD_DIRECTORY);
await rm(outputDir, { recursive: true, force: true });
await mkdir(outputDir, { recursive: true });

const manifest: Record<string, ShareCard> = {};
for (const { path: pagePath } of SITE_PAGES) {
  const { title, icon } = PAGE_HEADERS[pagePath];
  const { png, undrawable } = await drawShareCard({
    title: title ?? profile.name,
    subtitle: title ? undefined : profile.jobTitle,
    footer: title ? owner : undefined,
    initials,
    iconSvg: renderToStaticMarkup(createElement(icon, { color: ON_ACCENT })),
    accent: legibleAccent(DEFAULT_ACCENT),
  });
  const hash = createHash("sha256").update(png).digest("hex").slice(0, 10);
  const file = `${pagePath === "/" ? "home" : pagePath.slice(1)}-${hash}.png`;
  await writeFile(path.join(outputDir, file), png);
  manifest[pagePath] = {
    src: `/${SHARE_CARD_DIRECTORY}/${file}`,
    alt: title ? `${title}: ${owner}` : owner,
  };
  console.log(`share card ${file}: ${(png.length / 1024).toFixed(1)} KB`);
  if (undrawable.length > 0) {
    console.warn(
      `  no font shipped with the site can draw ${undrawable.join(" ")}: the card shows boxes instead`,
    );
  }
}
await mkdir(path.dirname(SHARE_CARD_MANIFEST), { recursive: true });
await writeFile(SHARE_CARD_MANIFEST, JSON.stringify(manifest, null, 2));

// What every build draws from the content into public/: a share card for each page (what a link
// preview shows; build/share-cards.json says which is whose), and the site's icons in the starting
// accent, with the web manifest that names the installed app after the owner.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { Resvg } from "@resvg/resvg-js";
import { renderToStaticMarkup } from "react-dom/server";

import { profile } from "../app/content/profile";
import { theme } from "../app/content/theme";
import { SITE_ICONS } from "../app/icons/icon-set";
import type { PostSummary } from "../app/blog/post";
import { postPath } from "../app/blog/post";
import { BLOG_PAGE, describePage, pageAt, PAGES } from "../app/pages";
import { legibleAccent } from "../app/colors/color";
import { PALETTES, schemeOf } from "../app/colors/color-scheme";
import { initialsOf } from "../app/utils/initials";
import type { ShareCard } from "../app/utils/share-card";
import {
  SHARE_CARD_DIRECTORY,
  SHARE_CARD_MANIFEST,
} from "../app/utils/share-card";
import { DEFAULT_LANGUAGE } from "../app/words/language";
import { wordsIn } from "../app/words/wording";

import { drawShareCard, undrawableCharacters } from "./share-card";
import type { ShareCardContent } from "./share-card";

// The owner's starting scheme: a preview or an installed app cannot know a visitor's system, so
// "system" draws the dark one, the site's original look.
const scheme = schemeOf(theme.scheme);
const colors = PALETTES[scheme];
// The cards and the manifest speak the default language.
const wording = wordsIn(DEFAULT_LANGUAGE);
const owner = { name: profile.name, jobTitle: profile.jobTitle };

/** Draws every page's and post's card; returns the characters no shipped font can draw. */
export async function drawShareCards(
  posts: ReadonlyArray<PostSummary>,
  publicDir = "public",
) {
  const { fill, words } = wording;
  const ownerLine = fill(words.shareCards.owner, owner);
  const outputDir = path.join(publicDir, SHARE_CARD_DIRECTORY);
  // The cards drawn before are replaced, not added to.
  await rm(outputDir, { recursive: true, force: true });
  await mkdir(outputDir, { recursive: true });
  const manifest: Record<string, ShareCard> = {};
  const undrawable = new Set<string>();
  // Each card shows its page's title and icon, as its header does; the home card, the owner's name.
  const cards = [
    ...[...PAGES, ...(posts.length ? [BLOG_PAGE] : [])].map((page) =>
      describePage(page, wording),
    ),
    ...posts.map((post) => ({
      path: postPath(post.slug),
      heading: post.title,
      icon: BLOG_PAGE.icon,
    })),
  ];
  const cache = cardCache();
  for (const { path: pagePath, heading, icon } of cards) {
    const Icon = SITE_ICONS[icon];
    const card = await cache.draw({
      title: heading ?? profile.name,
      subtitle: heading ? undefined : profile.jobTitle,
      footer: heading ? ownerLine : undefined,
      initials: initialsOf(profile.name),
      iconSvg: renderToStaticMarkup(<Icon color={colors["on-accent"]} />),
      scheme,
      accent: legibleAccent(theme.accent, scheme),
    });
    for (const character of card.undrawable) undrawable.add(character);
    const hash = createHash("sha256").update(card.png).digest("hex");
    const name =
      pagePath === "/" ? "home" : pagePath.slice(1).replace("/", "-");
    const file = `${name}-${hash.slice(0, 10)}.png`;
    await writeFile(path.join(outputDir, file), card.png);
    manifest[pagePath] = {
      src: `/${SHARE_CARD_DIRECTORY}/${file}`,
      alt: heading
        ? fill(words.shareCards.alt, { heading, ...owner })
        : ownerLine,
    };
  }
  await cache.prune();
  await mkdir(path.dirname(SHARE_CARD_MANIFEST), { recursive: true });
  await writeFile(SHARE_CARD_MANIFEST, JSON.stringify(manifest, null, 2));
  return [...undrawable];
}

/**
 * Cards drawn before, by the same code from the same content, kept in .cache/share-cards/: a
 * card takes a quarter of a second, and an owner with two hundred posts restarts `npm run dev`
 * often. What this build did not use is removed.
 */
function cardCache(dir = ".cache/share-cards") {
  // What draws a card: its code, and the versions of the fonts and renderers it uses (as the
  // lockfile pins them; a checkout without one still builds, its cards keyed by the code alone).
  const drawer = [
    readFileSync(new URL("./share-card.tsx", import.meta.url)),
    existsSync("package-lock.json") ? readFileSync("package-lock.json") : "",
  ];
  const used = new Set<string>();
  return {
    async draw(content: ShareCardContent) {
      const key = createHash("sha256")
        .update(drawer.join(""))
        .update(JSON.stringify(content))
        .digest("hex")
        .slice(0, 16);
      const file = path.join(dir, `${key}.png`);
      used.add(path.basename(file));
      const kept = await readFile(file).catch(() => null);
      if (kept) {
        const { title, subtitle, footer, initials } = content;
        const text = [title, subtitle, footer, initials].join(" ");
        return { png: kept, undrawable: undrawableCharacters(text) };
      }
      const card = await drawShareCard(content);
      await mkdir(dir, { recursive: true });
      await writeFile(file, card.png);
      return card;
    },
    async prune() {
      for (const entry of await readdir(dir).catch(() => []))
        if (!used.has(entry)) await rm(path.join(dir, entry));
    },
  };
}

/** The site's mark, angle brackets in the accent on the bar's dark colour. */
export function siteMark(size: number, radius: number) {
  const accent = legibleAccent(theme.accent);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}"><rect width="64" height="64" rx="${radius}" fill="#141414"/><path d="M22 16 L8 32 L22 48 M42 16 L56 32 L42 48" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

const png = (svg: string) => new Resvg(svg).render().asPng();

/** favicon.svg and .ico, apple-touch-icon.png, icon-192.png, icon-512.png, site.webmanifest. */
export async function drawSiteIcons(publicDir = "public") {
  const write = (name: string, bytes: string | Uint8Array) =>
    writeFile(path.join(publicDir, name), bytes);
  await write("favicon.svg", siteMark(64, 14));
  await write("apple-touch-icon.png", png(siteMark(180, 0)));
  await write("icon-192.png", png(siteMark(192, 14)));
  await write("icon-512.png", png(siteMark(512, 14)));
  await write("favicon.ico", ico(png(siteMark(32, 14))));
  // Its addresses are the manifest's own neighbours, so it is right wherever the site is served
  // from: a domain's root, or a path below one (a static host's).
  const manifest = {
    name: pageAt("/", wording).title,
    short_name: profile.name,
    start_url: "./",
    display: "standalone",
    background_color: colors["page-bg"],
    theme_color: legibleAccent(theme.accent, scheme),
    icons: [
      { src: "icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  await write("site.webmanifest", `${JSON.stringify(manifest, null, 2)}\n`);
}

/** One 32x32 PNG inside an ICO container, for browsers and tools that ask for /favicon.ico. */
function ico(image: Uint8Array) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(32, 6); // width
  header.writeUInt8(32, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18); // where the image starts
  return Buffer.concat([header, image]);
}

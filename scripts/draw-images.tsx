// What every build draws from the content into public/: a share card for each page in each
// language (what a link preview shows; build/share-cards.json says which is whose, by the page's
// address in its language), and the site's icons in the starting accent, with the web manifest
// that names the installed app after the owner, one for each language once there are several.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { Resvg } from "@resvg/resvg-js";
import { renderToStaticMarkup } from "react-dom/server";

import { contentIn } from "../app/content-rules/content-in";
import { profile } from "../app/content/profile";
import { theme } from "../app/content/theme";
import { SITE_ICONS } from "../app/icons/icon-set";
import type { SiteIcon } from "../app/icons/icon-set";
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
import { DEFAULT_LANGUAGE, LANGUAGES, pathIn } from "../app/words/language";
import type { Language } from "../app/words/language";
import type { Wording } from "../app/words/wording";
import { wordsIn } from "../app/words/wording";
import { webManifestPath } from "../app/words/web-manifest";

import { keptResults, writeWhole } from "./kept-results";
import { drawShareCard, undrawableCharacters } from "./share-card";
import type { ShareCardContent } from "./share-card";

// The owner's starting scheme: a preview or an installed app cannot know a visitor's system, so
// "system" draws the dark one, the site's original look.
const scheme = schemeOf(theme.scheme);
const colors = PALETTES[scheme];
/** A card to draw: where its page is, and what its header shows. */
type CardPage = { path: string; heading?: string; icon: SiteIcon };

/**
 * What a page's card shows in a language: its title and icon, as its header does, or the owner's
 * name and job title on the home card; the owner at the foot of the others; from the right in a
 * language written right to left.
 */
export function shareCardContent(
  { heading, icon }: Omit<CardPage, "path">,
  { lang, words, fill }: Wording,
): ShareCardContent {
  const owner = contentIn(lang, { profile }).profile;
  const Icon = SITE_ICONS[icon];
  return {
    title: heading ?? owner.name,
    subtitle: heading ? undefined : owner.jobTitle,
    footer: heading ? fill(words.shareCards.owner, owner) : undefined,
    initials: initialsOf(owner.name),
    iconSvg: renderToStaticMarkup(<Icon color={colors["on-accent"]} />),
    scheme,
    accent: legibleAccent(theme.accent, scheme),
    // Said only where it is not the cards' own: a left-to-right card is drawn as it always was.
    ...(words.direction === "rtl" && { direction: words.direction }),
  };
}

/** What a card shows in words, for those who cannot see it. */
function shareCardAlt(
  heading: string | undefined,
  { lang, words, fill }: Wording,
) {
  const { name, jobTitle } = contentIn(lang, { profile }).profile;
  return heading
    ? fill(words.shareCards.alt, { heading, name, jobTitle })
    : fill(words.shareCards.owner, { name, jobTitle });
}

/**
 * Draws every page's card in every language, and every post's; returns the characters no shipped
 * font can draw.
 */
export async function drawShareCards(
  posts: ReadonlyArray<PostSummary>,
  publicDir = "public",
) {
  const outputDir = path.join(publicDir, SHARE_CARD_DIRECTORY);
  // The cards drawn before are replaced, not added to.
  await rm(outputDir, { recursive: true, force: true });
  await mkdir(outputDir, { recursive: true });
  const manifest: Record<string, ShareCard> = {};
  const undrawable = new Set<string>();
  const pages = [...PAGES, ...(posts.length ? [BLOG_PAGE] : [])];
  const cards: Array<CardPage & { wording: Wording }> = [
    ...LANGUAGES.flatMap((lang) =>
      pages.map((page) => {
        const wording = wordsIn(lang);
        const { path: pagePath, heading, icon } = describePage(page, wording);
        return { path: pathIn(lang, pagePath), heading, icon, wording };
      }),
    ),
    // A post's card speaks the default language.
    ...posts.map((post) => ({
      path: postPath(post.slug),
      heading: post.title,
      icon: BLOG_PAGE.icon,
      wording: wordsIn(DEFAULT_LANGUAGE),
    })),
  ];
  const cache = cardCache();
  for (const { path: pagePath, heading, icon, wording } of cards) {
    const card = await cache.draw(shareCardContent({ heading, icon }, wording));
    for (const character of card.undrawable) undrawable.add(character);
    const hash = createHash("sha256").update(card.png).digest("hex");
    const name =
      pagePath === "/"
        ? "home"
        : pagePath.slice(1).replaceAll("/", "-").toLowerCase();
    const file = `${name}-${hash.slice(0, 10)}.png`;
    await writeWhole(path.join(outputDir, file), card.png);
    manifest[pagePath] = {
      src: `/${SHARE_CARD_DIRECTORY}/${file}`,
      alt: shareCardAlt(heading, wording),
    };
  }
  await cache.prune();
  await writeWhole(SHARE_CARD_MANIFEST, JSON.stringify(manifest, null, 2));
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
  const kept = keptResults(dir);
  return {
    async draw(content: ShareCardContent) {
      const { files } = await kept.get(
        [...drawer, JSON.stringify(content)],
        async () => ({ "card.png": (await drawShareCard(content)).png }),
      );
      const { title, subtitle, footer, initials } = content;
      const text = [title, subtitle, footer, initials].join(" ");
      return {
        png: files["card.png"]!,
        undrawable: undrawableCharacters(text),
      };
    },
    prune: () => kept.prune(),
  };
}

export function siteMark(size: number, radius: number) {
  const accent = legibleAccent(theme.accent);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}"><rect width="64" height="64" rx="${radius}" fill="#141414"/><path d="M22 16 L8 32 L22 48 M42 16 L56 32 L42 48" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

const png = (svg: string) => new Resvg(svg).render().asPng();

/**
 * favicon.svg and .ico, apple-touch-icon.png, icon-192.png, icon-512.png, and site.webmanifest;
 * with several languages, a manifest for each, which that language's pages name.
 */
export async function drawSiteIcons(publicDir = "public") {
  const write = (name: string, bytes: string | Uint8Array) =>
    writeFile(path.join(publicDir, name), bytes);
  await write("favicon.svg", siteMark(64, 14));
  await write("apple-touch-icon.png", png(siteMark(180, 0)));
  await write("icon-192.png", png(siteMark(192, 14)));
  await write("icon-512.png", png(siteMark(512, 14)));
  await write("favicon.ico", ico(png(siteMark(32, 14))));
  for (const lang of LANGUAGES)
    await write(
      webManifestPath(lang).slice(1),
      `${JSON.stringify(webManifest(lang), null, 2)}\n`,
    );
}

/**
 * The installed app in a language: named as the language calls the home page, starting there.
 * Its addresses are the manifest's own neighbours, so it is right wherever the site is served
 * from: a domain's root, or a path below one (a static host's).
 */
function webManifest(lang: Language) {
  const wording = wordsIn(lang);
  // With one language, the manifest says nothing of languages, as before there were several.
  const language = LANGUAGES.length > 1 && {
    lang,
    dir: wording.words.direction,
  };
  return {
    name: pageAt("/", wording).title,
    short_name: profile.name,
    ...language,
    start_url: `.${pathIn(lang, "/")}`,
    display: "standalone",
    background_color: colors["page-bg"],
    theme_color: legibleAccent(theme.accent, scheme),
    icons: [
      { src: "icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
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

// Draws one share card: the picture a chat or a social site shows beside a link to the site.
// It is laid out like a page of the site (dark surface, accent title, the page's round accent
// icon) with satori, and drawn to PNG with resvg. Build time only: nothing here reaches the
// browser or the running server.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import type { Font } from "satori";

import { SHARE_CARD_SIZE } from "../app/utils/share-card";

export type ShareCardContent = {
  /** The big line: the page's title, or the owner's name on the home card. */
  title: string;
  /** The line under it, when the title is the name: the job title. */
  subtitle?: string;
  /** Who the site belongs to, at the foot of the card (the home card's title says it already). */
  footer?: string;
  /** The mark in the top left corner: the owner's initials, as in the site's logo. */
  initials: string;
  /** The page's icon as SVG markup, drawn dark on an accent disc. */
  iconSvg: string;
  /** The accent, as the site paints it on its dark surfaces. */
  accent: string;
};

// The site's dark look (app/styles/app.css: --page-bg, --bar-bg, --text, --text-muted,
// --on-accent).
const PAGE_BACKGROUND = "#1d1d1d";
const BAR_BACKGROUND = "#141414";
const TEXT = "#d9d9d9";
const TEXT_MUTED = "#b3b3b3";
/** The colour drawn on accent fills, for the page icon. */
export const ON_ACCENT = "#111111";

const require = createRequire(import.meta.url);

// Fonts from npm (SIL Open Font License), read at build time only: Inter for Latin, Cyrillic,
// Greek and Vietnamese, then Noto for the scripts Inter lacks. Each package splits its font by
// Unicode ranges; a card loads only the parts that cover its own characters.
const FAMILIES = [
  "inter",
  "noto-sans-sc",
  "noto-sans-tc",
  "noto-sans-jp",
  "noto-sans-kr",
  "noto-sans-devanagari",
  "noto-sans-arabic",
  "noto-sans-hebrew",
  "noto-sans-thai",
];
const WEIGHTS = [400, 700] as const;

type FontPart = { file: string; weight: number; ranges: number[][] };

let fontParts: FontPart[] | undefined;
/** Every part of every family, with the characters it covers, read from the packages' CSS. */
function allFontParts(): FontPart[] {
  fontParts ??= FAMILIES.flatMap((family) =>
    WEIGHTS.flatMap((weight) => {
      const css = require.resolve(`@fontsource/${family}/${weight}.css`);
      const faces = readFileSync(css, "utf8").split("@font-face").slice(1);
      return faces.map((face) => ({
        file: path.join(
          path.dirname(css),
          /url\(\.\/(files\/[^)]+\.woff)\)/.exec(face)![1]!,
        ),
        weight,
        ranges: /unicode-range:([^;]+);/
          .exec(face)![1]!
          .split(",")
          .map((range) =>
            range
              .trim()
              .slice(2)
              .split("-")
              .map((hex) => parseInt(hex, 16)),
          )
          .map(([from, to]) => [from!, to ?? from!]),
      }));
    }),
  );
  return fontParts;
}

const covers = (part: FontPart, character: string) => {
  const code = character.codePointAt(0)!;
  return part.ranges.some(([from, to]) => code >= from! && code <= to!);
};

/** The characters of a text that no font the build has can draw, spaces aside. */
export function undrawableCharacters(text: string): string[] {
  const characters = new Set(text.replace(/\s/g, ""));
  return [...characters].filter(
    (character) => !allFontParts().some((part) => covers(part, character)),
  );
}

function fontsFor(text: string): Font[] {
  const characters = [...new Set(text)];
  return allFontParts()
    .filter((part) => characters.some((character) => covers(part, character)))
    .map((part, index) => ({
      name: `part ${index}`,
      weight: part.weight as 400 | 700,
      style: "normal",
      data: readFileSync(part.file),
    }));
}

/**
 * The card as a PNG, and the characters no font the build has can draw (they would show as
 * boxes): the build names them rather than shipping a broken card in silence.
 */
export async function drawShareCard(content: ShareCardContent) {
  const text = [
    content.title,
    content.subtitle,
    content.footer,
    content.initials,
  ].join(" ");
  const svg = await satori(<ShareCard {...content} />, {
    ...SHARE_CARD_SIZE,
    fonts: fontsFor(text),
  });
  const png = new Resvg(svg, { font: { loadSystemFonts: false } })
    .render()
    .asPng();
  return { png, undrawable: undrawableCharacters(text) };
}

function ShareCard({
  title,
  subtitle,
  footer,
  initials,
  iconSvg,
  accent,
}: ShareCardContent) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        background: PAGE_BACKGROUND,
        color: TEXT,
      }}
    >
      <div
        style={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          padding: "28px 72px",
          background: BAR_BACKGROUND,
        }}
      >
        <BracketMark initials={initials} accent={accent} />
        <div
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            width: 120,
            height: 120,
            borderRadius: 60,
            background: accent,
          }}
        >
          <img
            src={svgDataUri(iconSvg)}
            width={64}
            height={64}
            alt=""
            style={{ objectFit: "contain" }}
          />
        </div>
      </div>
      <div
        style={{
          flex: 1,
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          padding: "0 72px",
        }}
      >
        <div
          style={{
            display: "block",
            lineClamp: 2,
            fontSize: titleSize(title),
            fontWeight: 700,
            lineHeight: 1.1,
            color: accent,
            paddingBottom: 28,
            borderBottom: `6px dashed ${accent}`,
          }}
        >
          {title}
        </div>
        {subtitle ? (
          <div
            style={{
              display: "block",
              lineClamp: 2,
              marginTop: 28,
              fontSize: 56,
              lineHeight: 1.2,
              color: TEXT,
            }}
          >
            {subtitle}
          </div>
        ) : null}
      </div>
      {footer ? (
        <div
          style={{
            display: "block",
            lineClamp: 2,
            padding: "0 72px 56px",
            fontSize: 48,
            fontWeight: 700,
            lineHeight: 1.2,
            color: TEXT_MUTED,
          }}
        >
          {footer}
        </div>
      ) : null}
    </div>
  );
}

/** The site's logo: the initials between two accent chevrons. */
function BracketMark({
  initials,
  accent,
}: {
  initials: string;
  accent: string;
}) {
  const chevrons = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 40"><path d="M14 6 L3 20 L14 34 M50 6 L61 20 L50 34" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  return (
    <div
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        width: 176,
        height: 110,
        backgroundImage: `url(${svgDataUri(chevrons)})`,
        backgroundSize: "176px 110px",
        color: accent,
        fontSize: 46,
        fontWeight: 700,
      }}
    >
      {initials}
    </div>
  );
}

/** Big enough to read in a thumbnail; smaller for long titles, which may take two lines. */
function titleSize(title: string) {
  if (title.length <= 18) return 104;
  return title.length <= 30 ? 84 : 68;
}

function svgDataUri(markup: string) {
  return `data:image/svg+xml;base64,${Buffer.from(markup).toString("base64")}`;
}

// One share card, the picture a chat or a social site shows beside a link to the site: laid out
// like a page of the site with satori, drawn to PNG with resvg, at build time only.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import type { Font } from "satori";

import { PALETTES } from "../app/colors/color-scheme";
import type { Scheme } from "../app/colors/color-scheme";
import { SHARE_CARD_SIZE } from "../app/utils/share-card";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- React's own name for it
  interface HTMLAttributes<T> {
    /** satori's Tailwind classes. */
    tw?: string;
  }
}

export type ShareCardContent = {
  /** The page's title, or the owner's name on the home card, with the job title under it. */
  title: string;
  subtitle?: string;
  /** Who the site belongs to, at the foot of the card (the home card's title says it). */
  footer?: string;
  /** The owner's initials, as the site's logo shows them. */
  initials: string;
  /** The page's icon as SVG markup, drawn in the scheme's --on-accent on an accent disc. */
  iconSvg: string;
  /** The owner's starting scheme (dark for "system": a preview cannot know). */
  scheme: Scheme;
  /** The accent, as the site paints it on that scheme. */
  accent: string;
  /** "rtl" for a language written right to left: the card starts at the right, as its pages do. */
  direction?: "rtl";
};

// Fonts from npm (SIL Open Font License), read at build time only: Inter for Latin, Cyrillic,
// Greek and Vietnamese, then Noto for the scripts Inter lacks. Each package splits its font into
// subsets of Unicode ranges (its unicode.json); a card loads only the ones its characters need.
const FAMILIES = [
  "inter",
  ...["sc", "tc", "jp", "kr", "devanagari", "arabic", "hebrew", "thai"].map(
    (script) => `noto-sans-${script}`,
  ),
];
const require = createRequire(import.meta.url);

type FontPart = { file: string; weight: 400 | 700; ranges: number[][] };
let fontParts: FontPart[] | undefined;
function allFontParts(): FontPart[] {
  fontParts ??= FAMILIES.flatMap((family) => {
    const subsets = require(`@fontsource/${family}/unicode.json`) as Record<
      string,
      string
    >;
    return Object.entries(subsets).flatMap(([subset, unicodeRange]) => {
      const ranges = unicodeRange.split(",").map((range) => {
        const [from, to = from] = range.trim().slice(2).split("-");
        return [parseInt(from!, 16), parseInt(to!, 16)];
      });
      // A numbered subset ("[12]") is named by its number alone in the file's name.
      const name = `${family}-${subset.replace(/[[\]]/g, "")}`;
      return ([400, 700] as const).map((weight) => ({
        file: require.resolve(
          `@fontsource/${family}/files/${name}-${weight}-normal.woff`,
        ),
        weight,
        ranges,
      }));
    });
  });
  return fontParts;
}

const covers = (part: FontPart, character: string) =>
  part.ranges.some(([from, to]) => {
    const code = character.codePointAt(0)!;
    return code >= from! && code <= to!;
  });

/** The characters of a text that no font the build has can draw, spaces aside. */
export function undrawableCharacters(text: string): string[] {
  return [...new Set(text.replace(/\s/g, ""))].filter(
    (character) => !allFontParts().some((part) => covers(part, character)),
  );
}

/** The card as a PNG, and the characters no font can draw (boxes), for the build to name. */
export async function drawShareCard(content: ShareCardContent) {
  const { title, subtitle, footer, initials } = content;
  const text = [title, subtitle, footer, initials].join(" ");
  const characters = [...new Set(text)];
  const fonts: Font[] = allFontParts()
    .filter((part) => characters.some((character) => covers(part, character)))
    .map(({ file, weight }, index) => ({
      name: `part ${index}`,
      weight,
      data: readFileSync(file),
    }));
  const svg = await satori(<ShareCard {...content} />, {
    ...SHARE_CARD_SIZE,
    fonts,
  });
  const png = new Resvg(svg, { font: { loadSystemFonts: false } })
    .render()
    .asPng();
  return { png, undrawable: undrawableCharacters(text) };
}

const TWO_LINES = { display: "block", lineClamp: 2, lineHeight: 1.2 } as const;

/** The site's look in the scheme: its page, its bar, its text and muted text. */
function ShareCard(props: ShareCardContent) {
  const { title, subtitle, footer, initials, iconSvg, scheme, accent } = props;
  const { direction } = props;
  const colors = PALETTES[scheme];
  // The site's logo: the initials between two accent chevrons.
  const chevrons = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 40"><path d="M14 6 L3 20 L14 34 M50 6 L61 20 L50 34" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  // Big enough to read in a thumbnail; smaller for long titles, which may take two lines.
  const titleSize = title.length <= 18 ? 104 : title.length <= 30 ? 84 : 68;
  return (
    <div
      tw="flex flex-col w-full h-full"
      style={{ background: colors["page-bg"], color: colors.text, direction }}
    >
      <div
        tw="flex items-center justify-between px-[72px] py-[28px]"
        style={{ background: colors["bar-bg"] }}
      >
        <div
          tw="flex items-center justify-center w-[176px] h-[110px] text-[46px] font-bold"
          style={{
            color: accent,
            backgroundImage: `url(${dataUri(chevrons)})`,
            backgroundSize: "176px 110px",
          }}
        >
          {initials}
        </div>
        <div
          tw="flex items-center justify-center w-[120px] h-[120px] rounded-full"
          style={{ background: accent }}
        >
          <img src={dataUri(iconSvg)} width={64} height={64} alt="" />
        </div>
      </div>
      <div tw="flex flex-col flex-1 justify-center px-[72px]">
        <div
          tw="font-bold pb-[28px]"
          style={{
            ...TWO_LINES,
            lineHeight: 1.1,
            fontSize: titleSize,
            color: accent,
            borderBottom: `6px dashed ${accent}`,
          }}
        >
          {title}
        </div>
        {subtitle ? (
          <div tw="mt-[28px] text-[56px]" style={TWO_LINES}>
            {subtitle}
          </div>
        ) : null}
      </div>
      {footer ? (
        <div
          tw="px-[72px] pb-[56px] text-[48px] font-bold"
          style={{ ...TWO_LINES, color: colors["text-muted"] }}
        >
          {footer}
        </div>
      ) : null}
    </div>
  );
}

function dataUri(svg: string) {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

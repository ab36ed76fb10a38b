// What the build and `npm run dev` do first: check the content in app/content/, stop with one line
// per problem, and make what pages take from it: image sizes, icon sprite, share cards, site icons.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

import {
  checkContent,
  shippedContent,
} from "../app/content/check-content.server";
import { profile } from "../app/content/profile";
import { socialLinks } from "../app/content/social";

import { drawShareCards, drawSiteIcons } from "./draw-images";
import { iconSprite, usedIcons } from "./icon-sprite";

const IMAGE_SIZES = "app/content/image-sizes.json";
const SPRITE = "app/icons/sprite.svg";

const { problems, warnings, imageSizes } = checkContent(shippedContent);
for (const warning of warnings) console.warn(`Content warning: ${warning}`);
if (problems.length > 0) {
  console.error(
    `The content in app/content/ has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}; nothing was built:\n` +
      problems.map((problem) => `  ${problem}`).join("\n"),
  );
  process.exit(1);
}

const sorted = Object.fromEntries(
  Object.entries(imageSizes).sort(([a], [b]) => a.localeCompare(b)),
);
writeIfChanged(IMAGE_SIZES, `${JSON.stringify(sorted, null, 2)}\n`);
writeIfChanged(
  SPRITE,
  iconSprite(usedIcons(socialLinks, profile.technologies)),
);
await drawSiteIcons();
const undrawable = await drawShareCards();
if (undrawable.length > 0) {
  console.error(
    `No font the build has can draw ${undrawable.join(" ")} on the share cards: write the name and titles in app/content/ in another script.`,
  );
  process.exit(1);
}

/** Written only when it changes, so an unchanged build leaves the working tree clean. */
function writeIfChanged(file: string, text: string) {
  if (!existsSync(file) || readFileSync(file, "utf8") !== text)
    writeFileSync(file, text);
}

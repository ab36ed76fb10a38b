// What the build and `npm run dev` do first: check the content in app/content/, stop with one line
// per problem (the words files' and the translations' among them), list what is not translated
// yet (the owner's content and the posts, language by language), and make what pages take from it:
// the posts, the pictures, icon sprite, share cards, site
// icons, and public/'s text files compressed ahead.
import { existsSync, readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";

import writeFileAtomic from "write-file-atomic";

import { POST_MANIFEST } from "../app/blog/post";
import { languages } from "../app/content/languages";
import { profile } from "../app/content/profile";
import { projects } from "../app/content/projects";
import { socialLinks } from "../app/content/social";
import { translations } from "../app/content/translations";
import { DOCUMENT_PATHS } from "../server/documents";
import {
  PICTURE_MANIFEST,
  UNPUBLISHED_PICTURES,
} from "../app/pictures/picture-set";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../app/words/language";

import { CONTENT_WARNING } from "./build-warnings";
import { checkContent, shippedContent } from "./content-checks/check-content";
import { checkTranslations } from "./content-checks/check-translations";
import { checkWords } from "./content-checks/check-words";
import { translationGaps } from "./content-checks/translation-gaps";
import { drawShareCards, drawSiteIcons } from "./draw-images";
import { iconSprite, usedIcons } from "./icon-sprite";
import { makePictures, unpublishedPictures } from "./pictures";
import { untranslatedPosts } from "./post-languages";
import { renderPosts } from "./post-markdown";
import { readPosts } from "./posts";
import { precompress } from "./precompress";

const SPRITE = "app/icons/sprite.svg";

const { problems, warnings, pictures } = checkContent(shippedContent);
const read = readPosts({
  pagePaths: DOCUMENT_PATHS,
  stories: projects,
  // Drafts are made for `npm run dev` alone, which passes --drafts: a build has none of their
  // pages, pictures, feeds or cards.
  drafts: process.argv.includes("--drafts"),
});
for (const warning of [...warnings, ...read.warnings])
  console.warn(`${CONTENT_WARNING}${warning}`);
stopOn([
  ...problems,
  ...checkWords(languages),
  ...checkTranslations(translations, LANGUAGES, shippedContent, {
    theme: shippedContent.theme,
    contact: shippedContent.contact,
    analytics: shippedContent.analytics,
  }),
  ...read.problems,
]);
// What visitors of another language read in the default one for now: the build goes on.
for (const line of translationGaps(shippedContent, translations, LANGUAGES))
  console.log(line);
const made = await makePictures([...pictures, ...read.pictures]);
stopOn(made.problems);
for (const line of made.lines) console.log(line);
await mkdir(path.dirname(PICTURE_MANIFEST), { recursive: true });
await writeFileAtomic(PICTURE_MANIFEST, JSON.stringify(made.pictures, null, 2));
// Not a problem: a post is in the languages it is written in, and a translation may come later.
for (const line of untranslatedPosts(read.posts)) console.log(line);
const posts = await renderPosts(read.posts, made.pictures);
writeIfChanged(POST_MANIFEST, JSON.stringify(posts));

writeIfChanged(
  SPRITE,
  iconSprite(usedIcons(socialLinks, profile.technologies)),
);
await drawSiteIcons();
// The default language's posts' cards, at their addresses as before the site had languages; a post
// in another language has no card rather than one with another language's words.
const undrawable = await drawShareCards(
  posts.filter((post) => post.lang === DEFAULT_LANGUAGE),
);
if (undrawable.length > 0) {
  console.error(
    `No font the build has can draw ${undrawable.join(" ")} on the share cards: write the name and titles in app/content/ in another script.`,
  );
  process.exit(1);
}
// After the icons and cards are drawn.
await precompress("public", "build/static");
const kept = await unpublishedPictures([...pictures, ...read.pictures]);
for (const line of kept.lines) console.log(line);
// Whole or not at all: the development server reads it again while the step runs.
await writeFileAtomic(UNPUBLISHED_PICTURES, JSON.stringify(kept.unpublished));

function stopOn(problems: string[]) {
  if (problems.length === 0) return;
  console.error(
    `The content in app/content/ has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}; nothing was built:\n` +
      problems.map((problem) => `  ${problem}`).join("\n"),
  );
  process.exit(1);
}

/**
 * Written only when it changes, so an unchanged build leaves the working tree clean, and whole, as
 * the development server may read it meanwhile.
 */
function writeIfChanged(file: string, text: string) {
  if (!existsSync(file) || readFileSync(file, "utf8") !== text)
    writeFileAtomic.sync(file, text);
}

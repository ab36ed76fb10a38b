// The build's first step: checks the owner's content in app/content/ (the rules in
// app/content/schema.ts and every project image in public/), stops the build with one line per
// problem, and writes the images' widths and heights to app/content/image-sizes.json for the
// pages. The checker is TypeScript, so it is bundled with esbuild into .cache/ first.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { build } from "esbuild";

import { NODE_BUNDLE } from "./node-bundle.js";

const CHECKER = "app/content/check-content.server.ts";
const BUNDLE = ".cache/content-check.js";
const IMAGE_SIZES = "app/content/image-sizes.json";

mkdirSync(path.dirname(BUNDLE), { recursive: true });
await build({ ...NODE_BUNDLE, entryPoints: [CHECKER], outfile: BUNDLE });
const { checkContent, shippedContent } = await import(
  pathToFileURL(path.resolve(BUNDLE)).href
);

const { problems, warnings, imageSizes } = checkContent(shippedContent);
for (const warning of warnings) console.warn(`Content warning: ${warning}`);
if (problems.length > 0) {
  console.error(
    `The content in app/content/ has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}; nothing was built:\n` +
      problems.map((problem) => `  ${problem}`).join("\n"),
  );
  process.exit(1);
}

// Written only when it changes, so an unchanged build leaves the working tree clean.
const json = `${JSON.stringify(sortedByKey(imageSizes), null, 2)}\n`;
let previous = "";
try {
  previous = readFileSync(IMAGE_SIZES, "utf8");
} catch {
  // Not written yet.
}
if (json !== previous) writeFileSync(IMAGE_SIZES, json);

function sortedByKey(record) {
  return Object.fromEntries(
    Object.entries(record).sort(([a], [b]) => a.localeCompare(b)),
  );
}

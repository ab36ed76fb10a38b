// Tells the build's own warnings from the rest of what it prints: read by the tests of the build's
// output (owner-journey.spec.ts, build-warnings.test.ts beside it), never by the build itself.
import { CONTENT_WARNING } from "../scripts/build-warnings";

/**
 * A line of the build's output that warns: about the content, a name no font can draw on the
 * share cards, or esbuild's while it bundles the server ("▲ [WARNING] …"). Read it without the
 * colours a tool may add (`stripVTControlCharacters`).
 */
export const BUILD_WARNING = new RegExp(
  `^(?:${CONTENT_WARNING}|No font the build has|▲ \\[WARNING\\] )`,
  "m",
);

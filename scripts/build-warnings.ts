// How the build warns the owner: each warning a line of its own, behind a prefix of its own, so a
// reader (or a test) can tell the build's warnings from what Node or a tool beneath it says of
// itself, such as Node's note on the colour variables of the shell it runs in.

/** The prefix of a warning about the content, which builds all the same. */
export const CONTENT_WARNING = "Content warning: ";

/**
 * A line of the build's output that warns: about the content, a name no font can draw on the
 * share cards, or esbuild's while it bundles the server ("▲ [WARNING] …"). Read it without the
 * colours a tool may add (`stripVTControlCharacters`).
 */
export const BUILD_WARNING = new RegExp(
  `^(?:${CONTENT_WARNING}|No font the build has|▲ \\[WARNING\\] )`,
  "m",
);

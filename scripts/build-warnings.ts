// How the build warns the owner: each warning a line of its own, behind a prefix of its own, so a
// reader (or a test, tests/build-warnings.ts) can tell the build's warnings from what Node or a tool
// beneath it says of itself, such as Node's note on the colour variables of the shell it runs in.

/** The prefix of a warning about the content, which builds all the same. */
export const CONTENT_WARNING = "Content warning: ";

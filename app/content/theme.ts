import type { Theme } from "./schema";

// The accent every visit starts with, until a visitor picks their own: the pages, the share cards,
// the browser's theme colour, the web manifest and the site's icons take it from here. A hex
// colour; the build says so if it is too dark to read on the site's background.
export const theme = {
  accent: "#5dff40",
} satisfies Theme;

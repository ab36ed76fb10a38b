import type { Theme } from "~/content-rules/schema";

// How every visit starts, until a visitor picks their own: the pages, the share cards, the
// browser's theme colour and the web manifest take it from here (the site's icons, the accent).
// `accent` is a hex colour; the build says so if it must be painted lighter or darker to read.
// `scheme` is "dark", "light", or "system": the one the visitor's device prefers.
export const theme = {
  accent: "#5dff40",
  scheme: "dark",
} satisfies Theme;

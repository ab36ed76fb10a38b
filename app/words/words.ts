// The shape of a words file (app/content/words/<language>.ts): every word the site itself says,
// as opposed to the owner's own content. Each file `satisfies Words`, so a word left out, or a
// place a sentence must hold, fails the type check.
import type { Sentence } from "./sentence";

export type Words = {
  /**
   * How the language writes numbers, dates and lists, and which plural forms it has: a locale
   * of the language, such as "en-GB" (26 November 2026) or "en-US" (November 26, 2026).
   */
  locale: string;
  /** What every page has around its own content. */
  site: {
    skipToContent: string;
    /** The main menu's name, for a screen reader. */
    menu: string;
    openMenu: string;
    closeMenu: string;
    /** The logo's link home, for a screen reader. */
    home: Sentence<"name">;
    footer: Sentence<"year" | "name">;
  };
  /** The page of an address with nothing at it. */
  notFound: { heading: string; lead: string; back: string };
  /** What a page that fails shows instead. */
  failure: { heading: string; text: string };
};

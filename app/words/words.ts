// The shape of a words file (app/content/words/<language>.ts): every word the site itself says,
// as opposed to the owner's own content. Each file `satisfies Words`, so a word left out, or a
// place a sentence must hold, fails the type check.
import type { Sentence } from "./sentence";

/** What a page other than the home page is called, and says of itself. */
type PageWords = {
  /** Its link in the menu. */
  navLabel: string;
  /** Its header's title. */
  heading: string;
  /** What a search result or a link preview says of it. */
  description: Sentence<"name">;
};

export type Words = {
  /**
   * How the language writes numbers, dates and lists, and which plural forms it has: a locale
   * of the language, such as "en-GB" (26 November 2026) or "en-US" (November 26, 2026).
   */
  locale: string;
  /** Each page's name and description; `home` leads with the owner's name instead of a heading. */
  pages: {
    home: { navLabel: string; description: Sentence<"name" | "jobTitle"> };
    about: PageWords;
    skills: PageWords;
    resume: PageWords;
    portfolio: PageWords;
    /** The list of posts, once there are any. */
    blog: PageWords;
    contact: PageWords;
  };
  /** Documents' titles, for the browser's tab, search results and link previews. */
  titles: {
    home: Sentence<"name" | "jobTitle">;
    page: Sentence<"heading" | "name">;
    /** The list of the posts that have a tag. */
    tag: Sentence<"heading" | "tag" | "name">;
    post: Sentence<"title" | "name">;
  };
  /** The pictures a link preview shows (drawn when the site is built). */
  shareCards: {
    /** At the foot of each card, and all the home page's card says in words. */
    owner: Sentence<"name" | "jobTitle">;
    /** What a page's card shows, for those who cannot see it. */
    alt: Sentence<"heading" | "name" | "jobTitle">;
  };
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

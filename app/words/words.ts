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
  home: {
    /** The first line the home page types out; the owner's job title follows. */
    greeting: Sentence<"name">;
    /** The button to the contact page. */
    hire: string;
  };
  about: {
    personalInformation: string;
    /** The first item of Personal Information, before the owner's own. */
    name: string;
    /** The technologies' icons, for a screen reader. */
    technologies: string;
  };
  skills: {
    /** How well the owner knows a skill, from 0 to 100, as their content says it. */
    percentage: Sentence<"percentage">;
  };
  resume: {
    /** The button that opens the owner's résumé in a new tab. */
    open: string;
    /** Read after the button's name by a screen reader, space and all. */
    newTab: string;
    experience: string;
    education: string;
    /** Before an experience entry's technologies, space and all. */
    technology: string;
  };
  /** What the résumé has on paper only. */
  printedCv: {
    skills: string;
    email: string;
    /** The site's own address. */
    portfolio: string;
    /** A label before what it names ("Email: ...", "FRONT END: ..."). */
    label: Sentence<"label">;
  };
  /** The page of an address with nothing at it. */
  notFound: { heading: string; lead: string; back: string };
  /** What a page that fails shows instead. */
  failure: { heading: string; text: string };
};

// The shape of a words file (app/content/words/<language>.ts): every word the site itself says,
// as opposed to the owner's own content. Each file `satisfies Words`, so a word left out, or a
// place a sentence must hold, fails the type check.
import type { Plural, Sentence } from "./sentence";

/** What a field of the contact form says when it cannot be sent as it is. */
type FieldErrors = {
  missing: string;
  /** `max` is the most characters the field takes. */
  tooLong: Sentence<"max">;
};

/** The same for a field of one line, which takes no line break and no invisible character. */
type OneLineFieldErrors = FieldErrors & { oneLine: string; invisible: string };

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
  /**
   * Which way the language's text runs: "rtl" for Arabic, Hebrew or Persian, "ltr" for most
   * others. The words check holds it to the locale's own, where the engine knows it.
   */
  direction: "ltr" | "rtl";
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
  portfolio: {
    /** The filter tabs, for a screen reader. */
    filters: string;
    /** How many projects the tab shows, said to a screen reader as the tab changes. */
    shown: Plural;
    /** A tab without projects; `seeAll` is the link to every project. */
    empty: Sentence<"seeAll">;
    seeAll: string;
    /** A card's link to the project. */
    visit: string;
    /** The same link, for a screen reader. */
    visitLabel: Sentence<"name">;
    /** A card's link to the post that tells the project's story. */
    story: string;
    storyLabel: Sentence<"name">;
  };
  blog: {
    /** The tag tabs, for a screen reader. */
    tags: string;
    /** The tab of every post. */
    all: string;
    /** How many posts the tab shows, said to a screen reader as the tab changes. */
    shown: Plural;
    /** A tag, as its tab and links show it. */
    tag: Sentence<"tag">;
    /** The link to the blog's feed. */
    feed: string;
    /** A post not yet published, shown while the owner writes. */
    draft: string;
    /** When a post last changed; `date` is the day, written out. */
    updated: Sentence<"date">;
    readingTime: Plural;
    /** A post's tags, for a screen reader. */
    tagList: string;
    /** A post telling a project's story; `link` goes to the project in the portfolio. */
    story: Sentence<"link">;
    storyLink: Sentence<"project">;
    /** A long post's table of contents. */
    contents: string;
    /** The links to the posts before and after, for a screen reader. */
    morePosts: string;
    older: string;
    newer: string;
  };
  contact: {
    /** The heading above the owner's links, beside the form. */
    letsTalk: string;
    /** The form's fields' labels. */
    fields: { name: string; email: string; title: string; message: string };
    /** The label of the field only bots fill in (hidden from visitors). */
    trap: string;
    send: string;
    /** The send button while the message is on its way. */
    sending: string;
    sent: string;
    failed: string;
    tooLarge: string;
    /** A post that is not the form as a browser sends it: another type, or text not in UTF-8. */
    unreadable: string;
    /** A visitor who has sent too many messages, told how many seconds to wait. */
    waitSeconds: Plural;
    /** The same, in minutes. */
    waitMinutes: Plural;
    errors: {
      name: OneLineFieldErrors;
      email: OneLineFieldErrors & { invalid: string };
      title: OneLineFieldErrors;
      /** The message takes line breaks and tabs, but no other control character. */
      message: FieldErrors & { control: string };
    };
    /** Where no form can send: `email` is the owner's address, as a link. */
    emailInstead: Sentence<"email">;
    /** The same, for an owner who gave no email address. */
    linksInstead: string;
    /** A social link, for a screen reader. */
    social: Sentence<"label">;
    /** On the page a Netlify Forms host shows once it has a message. */
    backFromSent: string;
  };
  /** What a post's text carries besides its own words (made when the site is built). */
  postText: {
    /** Each section heading's link to itself, for a screen reader. */
    headingLink: Sentence<"heading">;
    /** A task list's box, ticked or not, for a screen reader. */
    done: string;
    toDo: string;
    /** The box a wide table scrolls in, for a screen reader. */
    table: string;
    /** The heading of the notes at a post's foot, for a screen reader. */
    footnotes: string;
    /** A note's link back to its place in the text: "1", or "1-2" for its second. */
    footnoteBack: Sentence<"reference">;
  };
  /** The blog's feeds, for feed readers. */
  feeds: {
    copyright: Sentence<"name">;
    /** What a feed's address answers while there is no post. */
    noPosts: string;
  };
  /** The gear on every page and its panel: the colour scheme and the accent. */
  colors: {
    /** The gear and its panel, for a screen reader. */
    panel: string;
    scheme: string;
    schemes: { system: string; light: string; dark: string };
    /** The preset accents, each named for a screen reader. */
    swatches: {
      red: string;
      orange: string;
      yellow: string;
      brown: string;
      green: string;
      darkGreen: string;
      magenta: string;
      purple: string;
      blue: string;
      turquoise: string;
      lightGreen: string;
      black: string;
      darkGrey: string;
      grey: string;
      white: string;
    };
    /** A preset's button: its name and its hex colour. */
    swatch: Sentence<"name" | "hex">;
    /** The picker's fields: the hex colour, and each channel's short label and full name. */
    hex: string;
    channels: Record<
      "red" | "green" | "blue" | "alpha",
      { label: string; name: string }
    >;
    /** What the colours' form answers a request it cannot take (sent without JavaScript). */
    errors: {
      tooMany: string;
      notAForm: string;
      scheme: string;
      accent: string;
    };
  };
  /** The links to the page in each language, once the site has several. */
  languageSwitcher: {
    /** The links, for a screen reader. */
    label: string;
    /**
     * After a language's name, where the page is a post not written in that language: the link
     * leads to that language's list of posts instead.
     */
    untranslated: string;
    /**
     * After a language's name, where the page is the blog's and that language has no posts at
     * all: the link leads to that language's home page instead.
     */
    noBlog: string;
  };
  /** The page of an address with nothing at it. */
  notFound: { heading: string; lead: string; back: string };
  /** What a page that fails shows instead. */
  failure: { heading: string; text: string };
};

// The site's six pages, each described once, in navigation order, and the blog's list, which joins
// them once there are posts: the menu, each page's header and meta tags, the sitemap, the share
// cards and the list of documents the server keeps all read it. What a page is called and what it
// says of itself are words, in each language's words file.
import type { SiteIcon } from "~/icons/icon-set";
import { contentIn } from "~/content-rules/content-in";
import { profile } from "~/content/profile";
import type { Wording } from "~/words/wording";
import type { Words } from "~/words/words";

/** A page in any language: its address, its icon, and its name among the words' pages (`id`). */
export type SitePage = {
  path: string;
  id: keyof Words["pages"];
  icon: SiteIcon;
};

/** A page as a language describes it. */
export type Page = SitePage & {
  navLabel: string;
  /** The page header's title; the home page has none, and leads with the owner's name. */
  heading?: string;
  /** The page's title, for the browser's tab, search results and link previews. */
  title: string;
  /** What a search result or a link preview says of the page. */
  description: string;
};

const PAGE_LIST = [
  { path: "/", id: "home", icon: "home" },
  { path: "/about", id: "about", icon: "user" },
  { path: "/skills", id: "skills", icon: "code" },
  { path: "/resume", id: "resume", icon: "file-text" },
  { path: "/portfolio", id: "portfolio", icon: "briefcase" },
  { path: "/contact", id: "contact", icon: "envelope" },
] as const satisfies ReadonlyArray<SitePage>;

export type PagePath = (typeof PAGE_LIST)[number]["path"];
export const PAGES: ReadonlyArray<SitePage> = PAGE_LIST;

/** The list of posts: a page of the site once the owner has published one. */
export const BLOG_PAGE: SitePage = { path: "/blog", id: "blog", icon: "pen" };

/** The menu's pages: the blog, when there are posts, after the portfolio. */
export function navPages(hasBlog: boolean): ReadonlyArray<SitePage> {
  if (!hasBlog) return PAGES;
  const after = PAGES.findIndex((page) => page.path === "/portfolio") + 1;
  return [...PAGES.slice(0, after), BLOG_PAGE, ...PAGES.slice(after)];
}

/** A page in the wording's language. */
export function describePage(
  page: SitePage,
  { lang, words, fill }: Wording,
): Page {
  const { name, jobTitle } = contentIn(lang, { profile }).profile;
  if (page.id === "home")
    return {
      ...page,
      navLabel: words.pages.home.navLabel,
      title: fill(words.titles.home, { name, jobTitle }),
      description: fill(words.pages.home.description, { name, jobTitle }),
    };
  const { navLabel, heading, description } = words.pages[page.id];
  return {
    ...page,
    navLabel,
    heading,
    title: fill(words.titles.page, { heading, name }),
    description: fill(description, { name }),
  };
}

export function pageAt(path: PagePath, wording: Wording): Page {
  return describePage(
    PAGES.find((page) => page.path === path)!,
    wording,
  );
}

/** An address no page has: the 404 page rendered for it is the one every unknown address gets. */
export const NOT_FOUND_PATH = "/404";

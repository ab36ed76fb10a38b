// The site's six pages, each described once, in navigation order, and the blog's list, which joins
// them once there are posts: the menu, each page's header and meta tags, the sitemap, the share
// cards and the list of documents the server keeps all read it.
import type { SiteIcon } from "~/icons/icon-set";
import { profile } from "~/content/profile";

export type Page = {
  path: string;
  navLabel: string;
  /** The page header's title; the home page has none, and leads with the owner's name. */
  heading?: string;
  icon: SiteIcon;
  /** What a search result or a link preview says of the page. */
  description: string;
};

const PAGE_LIST = [
  {
    path: "/",
    navLabel: "HOME",
    icon: "home",
    description: `${profile.name} is a ${profile.jobTitle}. See skills, résumé and projects, or get in touch.`,
  },
  {
    path: "/about",
    navLabel: "ABOUT ME",
    heading: "About Me",
    icon: "user",
    description: `Who ${profile.name} is, and how to reach them.`,
  },
  {
    path: "/skills",
    navLabel: "SKILLS",
    heading: "My Skills",
    icon: "code",
    description: `${profile.name}'s skills, each with how well they know it.`,
  },
  {
    path: "/resume",
    navLabel: "RESUME",
    heading: "My Resume",
    icon: "file-text",
    description: `${profile.name}'s experience and education.`,
  },
  {
    path: "/portfolio",
    navLabel: "PORTFOLIO",
    heading: "My Portfolio",
    icon: "briefcase",
    description: `Projects built by ${profile.name}.`,
  },
  {
    path: "/contact",
    navLabel: "CONTACT",
    heading: "Contact Me",
    icon: "envelope",
    description: `Send ${profile.name} a message about work or a project.`,
  },
] as const satisfies ReadonlyArray<Page>;

export type PagePath = (typeof PAGE_LIST)[number]["path"];
export const PAGES: ReadonlyArray<Page> = PAGE_LIST;

/** The list of posts: a page of the site once the owner has published one. */
export const BLOG_PAGE: Page = {
  path: "/blog",
  navLabel: "BLOG",
  heading: "My Blog",
  icon: "pen",
  description: `What ${profile.name} writes about building software.`,
};

/** The menu's pages: the blog, when there are posts, after the portfolio. */
export function navPages(hasBlog: boolean): ReadonlyArray<Page> {
  if (!hasBlog) return PAGES;
  const after = PAGES.findIndex((page) => page.path === "/portfolio") + 1;
  return [...PAGES.slice(0, after), BLOG_PAGE, ...PAGES.slice(after)];
}

export function pageAt(path: PagePath): Page {
  return PAGES.find((page) => page.path === path)!;
}

/** The page's title, for the browser's tab, search results and link previews. */
export function pageTitle(page: Page): string {
  return page.heading
    ? `${page.heading} | ${profile.name}`
    : `${profile.name} | ${profile.jobTitle}`;
}

/** An address no page has: the 404 page rendered for it is the one every unknown address gets. */
export const NOT_FOUND_PATH = "/404";

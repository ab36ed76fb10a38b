import { ALL_FILTER_ID, filters } from "~/content/projects";

/** The site's six pages, in navigation order: the menu and the sitemap both read this list. */
export const SITE_PAGES = [
  { path: "/", navLabel: "HOME" },
  { path: "/about", navLabel: "ABOUT ME" },
  { path: "/skills", navLabel: "SKILLS" },
  { path: "/resume", navLabel: "RESUME" },
  { path: "/portfolio", navLabel: "PORTFOLIO" },
  { path: "/contact", navLabel: "CONTACT" },
] as const;

/** Every document the server renders once and keeps: each page, and the portfolio on each tab. */
export const DOCUMENT_PATHS: ReadonlyArray<string> = [
  ...SITE_PAGES.map((page) => page.path),
  ...filters
    .filter((filter) => filter.filterId !== ALL_FILTER_ID)
    .map((filter) => `/portfolio?filter=${filter.filterId}`),
];

/** An address no page has: the 404 page rendered for it is the one every unknown address gets. */
export const NOT_FOUND_PATH = "/404";

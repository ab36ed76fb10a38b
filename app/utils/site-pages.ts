/** The site's six pages, in navigation order: the menu and the sitemap both read this list. */
export const SITE_PAGES = [
  { path: "/", navLabel: "HOME" },
  { path: "/about", navLabel: "ABOUT ME" },
  { path: "/skills", navLabel: "SKILLS" },
  { path: "/resume", navLabel: "RESUME" },
  { path: "/portfolio", navLabel: "PORTFOLIO" },
  { path: "/contact", navLabel: "CONTACT" },
] as const;

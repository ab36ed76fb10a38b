import { NavLink, useLocation, useRouteLoaderData } from "react-router";
import { useRef, useState } from "react";

import { closeOnEscape } from "~/utils/close-on-escape";
import { BLOG_PAGE, navPages } from "~/pages";
import type { loader as rootLoader } from "~/root";
import { useWords } from "~/words/use-words";

import { Icon } from "./icon";
import { SiteLogo } from "./site-logo";

const MENU_ID = "site-menu";

export function SiteNav() {
  const { pathname } = useLocation();
  // Open only on the page it was opened on: whatever leads to another page (back too) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { words, path } = useWords();
  const { site, pages: pageWords } = words;
  // The blog joins the menu once there are posts; the root's data says so.
  const pages = navPages(
    useRouteLoaderData<typeof rootLoader>("root")?.blog ?? false,
  );

  return (
    <nav
      className="site-nav"
      aria-label={site.menu}
      onKeyDown={(event) =>
        closeOnEscape(event, menuOpen, () => setMenuOpen(false), menuButton)
      }
    >
      <SiteLogo />
      {/* Without JavaScript this button is hidden and the links are always shown. */}
      <button
        ref={menuButton}
        type="button"
        className="menu-button"
        aria-expanded={menuOpen}
        aria-controls={MENU_ID}
        aria-label={menuOpen ? site.closeMenu : site.openMenu}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        <Icon name={menuOpen ? "close" : "menu"} />
      </button>
      <ul id={MENU_ID} className="nav-links" data-open={menuOpen}>
        {pages.map(({ path: to, id }) => (
          <li key={to}>
            <NavLink
              to={path(to)}
              // The blog's link is current on a post too.
              end={to !== BLOG_PAGE.path}
              prefetch="intent"
              onClick={() => setMenuOpen(false)}
            >
              {pageWords[id].navLabel}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

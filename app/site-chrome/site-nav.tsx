import { NavLink } from "react-router";

import { Icon } from "~/icons/icon";
import { BLOG_PAGE, navPages } from "~/pages";
import { useWords } from "~/words/use-words";

import { SiteLogo } from "./site-logo";

const MENU_ID = "site-menu";

/**
 * The logo and the pages. On a phone the links are a popover the menu button opens: the browser
 * opens and closes it with no script (Escape or a tap elsewhere closes it too), and the button's
 * icon and name follow it in the stylesheet. A browser without popovers shows the links in rows.
 */
export function SiteNav({ blog }: { blog: boolean }) {
  const { words, path } = useWords();
  const { site, pages: pageWords } = words;
  // The blog joins the menu once there are posts; the root's data says so.
  const pages = navPages(blog);

  return (
    <nav className="site-nav" aria-label={site.menu}>
      <SiteLogo />
      <button type="button" className="menu-button" popoverTarget={MENU_ID}>
        <span className="menu-closed">
          <Icon name="menu" />
          <span className="visually-hidden">{site.openMenu}</span>
        </span>
        <span className="menu-opened">
          <Icon name="close" />
          <span className="visually-hidden">{site.closeMenu}</span>
        </span>
      </button>
      <ul id={MENU_ID} className="nav-links" popover="auto">
        {pages.map(({ path: to, id }) => (
          <li key={to}>
            {/* The blog's link is current on a post too. */}
            <NavLink to={path(to)} end={to !== BLOG_PAGE.path}>
              {pageWords[id].navLabel}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

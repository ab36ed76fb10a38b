// The site's chrome: what every page has around its own content, composed of the features'
// parts (the menu, the accent gear, the language links). Only the root's layout imports this
// room; it imports the features and app/words, app/pages.ts, app/utils below it, never the root
// or a route: what it needs of the root's data comes as props.
import type { ReactNode } from "react";

import { AccentSwitcher } from "~/colors/accent-switcher";
import { profile } from "~/content/profile";
import { Say } from "~/words/say";
import { useWords } from "~/words/use-words";

import { LanguageSwitcher } from "./language-switcher";
import { SiteNav } from "./site-nav";

/**
 * What every page has around its own content: skip link, navigation, accent gear, and the footer,
 * with the links to the page in each other language once there are several.
 */
export function SiteChrome({
  blog,
  children,
}: {
  /** Whether there are posts in the page's language: the menu shows the blog. */
  blog: boolean;
  children: ReactNode;
}) {
  const { words, year } = useWords();
  return (
    <>
      <a className="skip-link" href="#main">
        {words.site.skipToContent}
      </a>
      <header className="site-header">
        <SiteNav blog={blog} />
        <AccentSwitcher />
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <LanguageSwitcher />
        {/* The year the page was rendered in: the server renders every page again each hour,
            so it turns over. A browser whose clock is in another year by then (a page a static
            host keeps from last year, a visitor ahead in time) keeps the server's. */}
        <p suppressHydrationWarning>
          <Say
            sentence={words.site.footer}
            values={{ year: year(new Date()), name: profile.name }}
          />
        </p>
      </footer>
    </>
  );
}

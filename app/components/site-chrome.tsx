import type { ReactNode } from "react";

import { profile } from "~/content/profile";
import { LanguageSwitcher } from "~/words/language-switcher";
import { Say } from "~/words/say";
import { useWords } from "~/words/use-words";

import { AccentSwitcher } from "~/colors/accent-switcher";
import { SiteNav } from "~/components/site-nav";

/**
 * What every page has around its own content: skip link, navigation, accent gear, and the footer,
 * with the links to the page in each other language once there are several.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  const { words, year } = useWords();
  return (
    <>
      <a className="skip-link" href="#main">
        {words.site.skipToContent}
      </a>
      <header className="site-header">
        <SiteNav />
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

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
        <p>
          <Say
            sentence={words.site.footer}
            values={{ year: year(new Date(__BUILT_AT__)), name: profile.name }}
          />
        </p>
      </footer>
    </>
  );
}

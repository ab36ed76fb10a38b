import type { ReactNode } from "react";

import { profile } from "~/content/profile";

import { AccentSwitcher } from "~/colors/accent-switcher";
import { SiteNav } from "~/components/site-nav";

/** What every page has around its own content: skip link, navigation, accent gear, footer. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <SiteNav />
        <AccentSwitcher />
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p>
          © {new Date().getFullYear()} {profile.name}
        </p>
      </footer>
    </>
  );
}

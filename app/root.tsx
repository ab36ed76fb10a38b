import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "@remix-run/react";
import type { ReactNode } from "react";

import { SiteChrome } from "~/components/site-chrome";
import { theme } from "~/content/theme";
import stylesheet from "~/styles/app.css";
import {
  ACCENT_ROUTE,
  ACCENT_SCRIPT,
} from "~/routes/resources.accent/accent-cookie";
import { useShownAccent } from "~/routes/resources.accent/accent-store";
import { accentRule, legibleAccent } from "~/utils/color";
import { shareCards } from "~/utils/share-cards.server";

// The same for every visitor: nothing here depends on the request.
export function loader({ context }: LoaderFunctionArgs) {
  return { siteUrl: context.env.siteUrl, shareCards };
}

/** The root's data never changes while the site runs: a filter tab need not fetch it again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => formMethod !== undefined && defaultShouldRevalidate;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

// Without JavaScript the menu button cannot work, so the links stay on show instead. On a
// phone (the stylesheet's layout up to 820 px) they wrap in rows rather than a column, below
// the logo and the gear, and the bar scrolls away with the page: an open menu held at the top
// would cover half the screen.
const NO_SCRIPT_CSS =
  ".menu-button{display:none}.nav-links{display:flex}" +
  "@media (max-width:820px){.site-header{position:static}.site-nav{padding-right:1rem}.nav-links{flex-direction:row;padding-top:0}}";

// The default accent, under any the visitor has chosen: the script below paints theirs on the
// root element's own style, which wins; without JavaScript their stylesheet comes after this.
const STARTING_ACCENT_CSS = accentRule(theme.accent);

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The accent script sets the root's style before React runs; React leaves it alone.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={legibleAccent(theme.accent)} />
        <style>{STARTING_ACCENT_CSS}</style>
        <script dangerouslySetInnerHTML={{ __html: ACCENT_SCRIPT }} />
        <Meta />
        <Links />
        <noscript>
          <link rel="stylesheet" href={ACCENT_ROUTE} />
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
      </head>
      <body>
        <SiteChrome>{children}</SiteChrome>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** What a page is handed by the root: the accent on show, as the site paints it. */
export type PageContext = { legibleAccent: string };

export default function App() {
  const context: PageContext = {
    legibleAccent: legibleAccent(useShownAccent()),
  };
  return <Outlet context={context} />;
}

/** A failure no page handles; an unknown address has a page of its own ($.tsx). */
export function ErrorBoundary() {
  return (
    <section className="error-page">
      <h1>Something went wrong</h1>
      <p>Sorry, this page could not be shown. Please try again in a moment.</p>
    </section>
  );
}

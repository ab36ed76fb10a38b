import { json } from "@remix-run/node";
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";

import { AccentProvider } from "~/components/accent-provider";
import { NotFound } from "~/components/not-found";
import { SiteChrome } from "~/components/site-chrome";
import stylesheet from "~/styles/app.css";
import { DEFAULT_ACCENT, accentStyle } from "~/utils/accent";
import { readAccent } from "~/utils/accent-cookie.server";
import { shareCards } from "~/utils/share-cards.server";
import { siteUrl } from "~/utils/site-url.server";

export function loader({ request }: LoaderFunctionArgs) {
  return json({ siteUrl, accent: readAccent(request), shareCards });
}

/**
 * The root's data (the site's address, the visitor's accent) can change when a form is sent,
 * never with the address: a filter tab, which changes only the query, then answers at once
 * instead of asking the server for the same data again.
 */
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
// phone (the stylesheet's layout up to 820 px) they wrap in rows rather than a column, and the
// bar scrolls away with the page: an open menu held at the top would cover half the screen.
const NO_SCRIPT_CSS =
  ".menu-button{display:none}.nav-links{display:flex}" +
  "@media (max-width:820px){.site-header{position:static}.nav-links{flex-direction:row;padding-top:0}}";

export function Layout({ children }: { children: ReactNode }) {
  // Error pages render without the loader's data; they keep the default accent.
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <AccentProvider saved={data?.accent ?? DEFAULT_ACCENT}>
      {(accent) => <Document accent={accent}>{children}</Document>}
    </AccentProvider>
  );
}

function Document({
  accent,
  children,
}: {
  accent: string;
  children: ReactNode;
}) {
  return (
    <html lang="en" style={accentStyle(accent)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#141414" />
        <Meta />
        <Links />
        <noscript>
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

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="error-page">
      <h1>Something went wrong</h1>
      <p>Sorry, this page could not be shown. Please try again in a moment.</p>
    </section>
  );
}

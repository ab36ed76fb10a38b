import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { LinksFunction, LoaderFunctionArgs } from "react-router";
import type { ReactNode } from "react";

import { FEED_PATHS } from "~/blog/post";
import { postsFor } from "~/blog/posts.server";
import { NotFound } from "~/components/not-found";
import { PageScripts } from "~/components/page-scripts";
import { theme } from "~/content/theme";
import stylesheet from "~/styles/app.css?url";
import { COLORS_ROUTE } from "~/colors/choice-cookie";
import { PAINT_SCRIPT } from "~/colors/paint-script";
import { accentRule, legibleAccent } from "~/colors/color";
import { colorSchemeMeta, pageSchemeRules } from "~/colors/color-scheme";
import type { SchemeChoice } from "~/colors/color-scheme";
import { BLOG_PAGE, describePage, navPages } from "~/pages";
import { shareCards } from "~/share-cards/share-cards.server";
import { SiteChrome } from "~/site-chrome/site-chrome";
import { sitePath } from "~/utils/site-path";
import { STATIC_SITE } from "~/utils/static-site";
import { siteContext } from "~/load-context";
import type { ViewsCounted } from "~/visits/view-beacon";
import { STATIC_ANALYTICS } from "~/visits/analytics-service";
import { AnalyticsScript } from "~/visits/analytics-script";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageAt,
  languageOfRequest,
  pathIn,
} from "~/words/language";
import { languageNames } from "~/words/language-names";
import { useWords, WordsContext } from "~/words/use-words";
import { webManifestPath } from "~/words/web-manifest";
import { wordsIn } from "~/words/wording";

// The same for every visitor: nothing here depends on the request but the page's language, which
// its address says.
export function loader({ context, request }: LoaderFunctionArgs) {
  const { env } = context.get(siteContext);
  const lang = languageOfRequest(request);
  return {
    siteUrl: env.siteUrl,
    // The cards of the pages in the page's language, by their addresses in it ("/de/about"); a
    // post's comes with the post, so a page does not carry every post's.
    shareCards: Object.fromEntries(
      navPages(true).flatMap(({ path }) => {
        const at = pathIn(lang, path);
        return shareCards[at] ? [[at, shareCards[at]]] : [];
      }),
    ),
    /**
     * Whether there are posts to read in the page's language: its menu shows the blog, and its
     * pages name the language's feeds.
     */
    blog: postsFor(env.mode, lang).length > 0,
    /**
     * How views are counted: the page reports its own view when it was prerendered ("server"), or
     * always (VISITS=beacon); never with VISITS=off or on a static host.
     */
    views: (STATIC_SITE || !env.visits.on
      ? undefined
      : env.visits.beacon
        ? "beacon"
        : "server") satisfies ViewsCounted | undefined,
    // What the language switcher calls each language, once there are several.
    ...(LANGUAGES.length > 1 ? { languageNames: languageNames() } : {}),
  };
}

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: sitePath("/favicon.ico"), sizes: "32x32" },
  { rel: "icon", href: sitePath("/favicon.svg"), type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: sitePath("/apple-touch-icon.png") },
  // With several languages, each page names its own language's manifest (Layout).
  ...(LANGUAGES.length === 1
    ? [{ rel: "manifest", href: sitePath(webManifestPath(DEFAULT_LANGUAGE)) }]
    : []),
];

// The owner's starting accent and scheme, under any the visitor has chosen: the script below
// paints their accent on the root element's own style, which wins, and names their scheme in its
// `data-scheme`, which the scheme rules follow; without JavaScript their stylesheet comes after.
// Widened: the content file types it as the one value it holds.
const starting = theme.scheme as SchemeChoice;
const STARTING_CSS = accentRule(theme.accent) + pageSchemeRules(starting);

// The browser's own colour (its bar on a phone): the accent as painted on the starting scheme,
// or on each scheme the system may prefer.
const THEME_COLORS =
  starting === "system"
    ? (["dark", "light"] as const).map((scheme) => ({
        media: `(prefers-color-scheme: ${scheme})`,
        content: legibleAccent(theme.accent, scheme),
      }))
    : [{ media: undefined, content: legibleAccent(theme.accent, starting) }];

export function Layout({ children }: { children: ReactNode }) {
  // Missing when an error is shown before the root's data is there.
  const root = useRouteLoaderData<typeof loader>("root");
  const blog = root?.blog ?? false;
  const lang = languageAt(useLocation().pathname);
  const wording = wordsIn(lang);
  return (
    // The paint script sets the root's style and data-scheme before the first frame.
    // The direction is said once there is more than one, or when it is not the default's own.
    <html
      lang={lang}
      dir={
        LANGUAGES.length > 1 || wording.words.direction === "rtl"
          ? wording.words.direction
          : undefined
      }
      data-views={root?.views}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The script below sets it to the visitor's choice before the first frame. */}
        <meta
          name="color-scheme"
          content={colorSchemeMeta(starting)}
          suppressHydrationWarning
        />
        {THEME_COLORS.map(({ media, content }) => (
          <meta
            key={media ?? "all"}
            name="theme-color"
            media={media}
            content={content}
          />
        ))}
        <style>{STARTING_CSS}</style>
        <script dangerouslySetInnerHTML={{ __html: PAINT_SCRIPT }} />
        <Meta />
        <Links />
        {STATIC_ANALYTICS ? (
          <AnalyticsScript snippet={STATIC_ANALYTICS} />
        ) : null}
        {LANGUAGES.length > 1 ? (
          <link rel="manifest" href={sitePath(webManifestPath(lang))} />
        ) : null}
        {blog ? (
          <>
            <link
              rel="alternate"
              type="application/atom+xml"
              title={describePage(BLOG_PAGE, wording).title}
              href={sitePath(wording.path(FEED_PATHS.atom))}
            />
            <link
              rel="alternate"
              type="application/feed+json"
              title={describePage(BLOG_PAGE, wording).title}
              href={sitePath(wording.path(FEED_PATHS.json))}
            />
          </>
        ) : null}
        {/* Without JavaScript the visitor's colours come as a stylesheet; a static host keeps
            none, and its pages are the owner's. */}
        {STATIC_SITE ? null : (
          <noscript>
            <link rel="stylesheet" href={COLORS_ROUTE} />
          </noscript>
        )}
      </head>
      <body>
        <WordsContext value={wording}>
          <SiteChrome blog={blog}>{children}</SiteChrome>
        </WordsContext>
        <PageScripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** A failure no page handles, or an address whose page is not there (a post never written). */
export function ErrorBoundary() {
  const error = useRouteError();
  const { failure } = useWords().words;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="error-page">
      <h1>{failure.heading}</h1>
      <p>{failure.text}</p>
    </section>
  );
}

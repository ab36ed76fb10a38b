// The `_headers` file Netlify and Cloudflare Pages read: every security header the server sends,
// each page's Content-Security-Policy with its scripts' hashes, and caching for good for the files
// whose names change with their contents. GitHub Pages reads none: there each page's policy is in
// the page (a <meta>), which cannot carry `frame-ancestors`; the README says so. And the lines of
// `_redirects` that give Netlify each language's 404 page and send a tab's old address to its own.

/** Cloudflare Pages takes this many rules; the pages past them carry their policy alone. */
const MAX_RULES = 100;

export function headersFile({
  base,
  policies,
  security,
}: {
  base: string;
  /** Each page's policy, by its address. */
  policies: ReadonlyMap<string, string>;
  /** The security headers the server sends with every answer (server/security-headers.ts). */
  security: Readonly<Record<string, string>>;
}): string {
  const rule = (path: string, headers: Record<string, string>) =>
    [
      path,
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n");
  const rules = [
    rule(`${base}*`, {
      ...security,
      // Every file, the pages past the rules below among them, may not be framed. Not the
      // server's policy for what is not a page: hosts join every rule's value for an address, and
      // a page's own policy would be joined to it, and narrowed by it.
      "Content-Security-Policy": "frame-ancestors 'none'",
    }),
    ...["assets", "pictures"].map((folder) =>
      rule(`${base}${folder}/*`, {
        "Cache-Control": "public, max-age=31536000, immutable",
      }),
    ),
  ];
  for (const [path, policy] of policies) {
    if (rules.length >= MAX_RULES) break;
    rules.push(rule(path, { "Content-Security-Policy": policy }));
  }
  return `${rules.join("\n\n")}\n`;
}

/**
 * The `_redirects` lines that answer an address with no file below a language's code with that
 * language's 404 page, and its status ("/de/* /de/404.html 404"): Netlify shows the root's
 * 404.html alone by itself. A rule without "!" leaves every file that is there alone. Cloudflare
 * Pages finds the nearest 404.html by itself, and leaves out a rule with a status it does not
 * redirect with. Nothing for the default language, whose 404.html is the root's, and so nothing
 * with one language.
 */
export function notFoundRedirects({
  base,
  notFound,
}: {
  base: string;
  /** Each language's 404 page, by its address ("/de/404"), the default's first. */
  notFound: ReadonlyArray<string>;
}): string[] {
  return notFound
    .slice(1)
    .map((page) => page.slice(1, -"/404".length))
    .map((code) => `${base}${code}/* ${base}${code}/404.html 404`);
}

/**
 * The `_redirects` lines that send each tab's old address to its own ("/portfolio filter=2
 * /portfolio/2 301!"), as the server does: Netlify matches a query's parameter. Forced ("!"), as
 * the old address is the portfolio's page, a file. All's old address needs none: it is the
 * portfolio's page, which shows All, and a rule would send it to itself, Netlify keeping the query.
 * Cloudflare Pages matches no query, and leaves the lines out.
 */
export function oldTabRedirects({
  base,
  tabs,
}: {
  base: string;
  /** The portfolio's address, the `filter` a tab took, and the tab's own address ("/portfolio/2"). */
  tabs: ReadonlyArray<{ from: string; filter: string; to: string }>;
}): string[] {
  return tabs.map(
    ({ from, filter, to }) =>
      `${base}${from.slice(1)} filter=${filter} ${base}${to.slice(1)} 301!`,
  );
}

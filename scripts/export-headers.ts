// The `_headers` file Netlify and Cloudflare Pages read: the security headers the server sends,
// each page's Content-Security-Policy with its scripts' hashes, and caching for good for the files
// whose names change with their contents. GitHub Pages reads none: there each page's policy is in
// the page (a <meta>), which cannot carry `frame-ancestors`; the README says so.

/** Cloudflare Pages takes this many rules; the pages past them carry their policy alone. */
const MAX_RULES = 100;

export function headersFile({
  base,
  policies,
  https,
}: {
  base: string;
  /** Each page's policy, by its address. */
  policies: ReadonlyMap<string, string>;
  https: boolean;
}): string {
  const rule = (path: string, headers: Record<string, string>) =>
    [
      path,
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n");
  const rules = [
    rule(`${base}*`, {
      ...(https && {
        "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
      }),
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Permissions-Policy":
        "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
      // Every file, the pages past the rules below among them, may not be framed.
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

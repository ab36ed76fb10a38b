import { sentSecurityHeaders } from "../server/security-headers";

import {
  headersFile,
  notFoundRedirects,
  oldTabRedirects,
} from "./export-headers";

const security = sentSecurityHeaders({ hstsMaxAgeSeconds: 31_536_000 });

const policies = new Map([
  ["/portfolio/", "default-src 'self'; script-src 'self' 'sha256-aaa='"],
  ["/portfolio/about", "default-src 'self'; script-src 'self' 'sha256-bbb='"],
]);

test("every file gets every security header the server sends and may not be framed; hashed files are kept for good; each page its own policy", () => {
  expect(headersFile({ base: "/portfolio/", policies, security }))
    .toBe(`/portfolio/*
  Content-Security-Policy: frame-ancestors 'none'
  Cross-Origin-Opener-Policy: same-origin
  Cross-Origin-Resource-Policy: same-origin
  Origin-Agent-Cluster: ?1
  Referrer-Policy: strict-origin-when-cross-origin
  Strict-Transport-Security: max-age=31536000; includeSubDomains
  X-Content-Type-Options: nosniff
  X-DNS-Prefetch-Control: off
  X-Download-Options: noopen
  X-Frame-Options: DENY
  X-Permitted-Cross-Domain-Policies: none
  X-XSS-Protection: 0
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()

/portfolio/assets/*
  Cache-Control: public, max-age=31536000, immutable

/portfolio/pictures/*
  Cache-Control: public, max-age=31536000, immutable

/portfolio/
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-aaa='

/portfolio/about
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-bbb='
`);
});

test("a site served over plain HTTP is not told to insist on HTTPS, as the server does not tell it", () => {
  expect(
    headersFile({
      base: "/",
      policies,
      security: sentSecurityHeaders({ hstsMaxAgeSeconds: 0 }),
    }),
  ).not.toContain("Strict-Transport-Security");
});

test("no more rules than Cloudflare Pages takes: the pages past them carry their policy alone", () => {
  const many = new Map(
    Array.from({ length: 150 }, (_, index) => [
      `/post-${index}`,
      "default-src 'self'",
    ]),
  );
  const rules = headersFile({ base: "/", policies: many, security })
    .trim()
    .split("\n\n");
  expect(rules).toHaveLength(100);
});

test("each language but the default sends its own 404 page for an address below its code that has no file", () => {
  expect(
    notFoundRedirects({
      base: "/portfolio/",
      notFound: ["/404", "/de/404", "/pt-BR/404"],
    }),
  ).toEqual([
    "/portfolio/de/* /portfolio/de/404.html 404",
    "/portfolio/pt-BR/* /portfolio/pt-BR/404.html 404",
  ]);
  // With one language, the root's 404.html, which every host finds by itself.
  expect(notFoundRedirects({ base: "/", notFound: ["/404"] })).toEqual([]);
});

test("each tab's old address is sent, forced, to the tab's own, under the site's path", () => {
  expect(
    oldTabRedirects({
      base: "/portfolio-site/",
      tabs: [
        { from: "/portfolio", filter: "2", to: "/portfolio/2" },
        { from: "/de/portfolio", filter: "2", to: "/de/portfolio/2" },
      ],
    }),
  ).toEqual([
    "/portfolio-site/portfolio filter=2 /portfolio-site/portfolio/2 301!",
    "/portfolio-site/de/portfolio filter=2 /portfolio-site/de/portfolio/2 301!",
  ]);
  expect(oldTabRedirects({ base: "/", tabs: [] })).toEqual([]);
});

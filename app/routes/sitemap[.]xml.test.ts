// @vitest-environment node
// The sitemap: each page, and each post with its day, at its address in every language it is
// kept in, with every version of it; with one language, as it always was.

const POST = {
  slug: "sql-compiler",
  date: "2026-11-20",
  updated: "2026-11-26",
};

/** The sitemap of a site in these languages, whose one post is kept in `postIn`. */
async function sitemapOf(codes: string[], postIn: string[]) {
  vi.resetModules();
  vi.doMock("~/content/languages", () => ({
    languages: Object.fromEntries(codes.map((code) => [code, {}])),
  }));
  const prefixed = (lang: string, path: string) =>
    lang === codes[0] ? path : `/${lang}${path}`;
  vi.doMock("~/blog/posts.server", () => ({
    postsFor: () => [POST],
    blogDocumentPaths: () =>
      postIn.flatMap((lang) => [
        prefixed(lang, "/blog"),
        prefixed(lang, `/blog/${POST.slug}`),
      ]),
  }));
  // Loaded afresh with the mocks, and the context's key with them.
  const { loader } = await import("./sitemap[.]xml");
  const { routeArgs, testLoadContext } =
    await import("../../tests/support/load-context");
  const { parseEnv } = await import("../utils/env.server");
  const context = testLoadContext({
    env: parseEnv({ SITE_URL: "https://sam.example" }),
  });
  const response = loader(
    routeArgs(new Request("https://sam.example/sitemap.xml"), context),
  );
  return response.text();
}

test("with one language, each page and post once, with no versions", async () => {
  expect(await sitemapOf(["en"], ["en"])).toBe(
    `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://sam.example/</loc></url>
  <url><loc>https://sam.example/about</loc></url>
  <url><loc>https://sam.example/skills</loc></url>
  <url><loc>https://sam.example/resume</loc></url>
  <url><loc>https://sam.example/portfolio</loc></url>
  <url><loc>https://sam.example/contact</loc></url>
  <url><loc>https://sam.example/blog/sql-compiler</loc><lastmod>2026-11-26</lastmod></url>
  <url><loc>https://sam.example/blog</loc><lastmod>2026-11-26</lastmod></url>
</urlset>
`,
  );
});

test("with several, each page in every language, each naming every version of itself and x-default", async () => {
  const xml = await sitemapOf(["en", "de", "ar"], ["en", "de"]);
  const lines = xml.split("\n");
  expect(lines[1]).toBe(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  );
  const about = [
    '<xhtml:link rel="alternate" hreflang="en" href="https://sam.example/about"/>',
    '<xhtml:link rel="alternate" hreflang="de" href="https://sam.example/de/about"/>',
    '<xhtml:link rel="alternate" hreflang="ar" href="https://sam.example/ar/about"/>',
    '<xhtml:link rel="alternate" hreflang="x-default" href="https://sam.example/about"/>',
  ].join("");
  expect(lines).toContain(
    `  <url><loc>https://sam.example/about</loc>${about}</url>`,
  );
  expect(lines).toContain(
    `  <url><loc>https://sam.example/ar/about</loc>${about}</url>`,
  );
  expect(lines).toContain(
    '  <url><loc>https://sam.example/de</loc><xhtml:link rel="alternate" hreflang="en" href="https://sam.example/"/><xhtml:link rel="alternate" hreflang="de" href="https://sam.example/de"/><xhtml:link rel="alternate" hreflang="ar" href="https://sam.example/ar"/><xhtml:link rel="alternate" hreflang="x-default" href="https://sam.example/"/></url>',
  );
  // The post is in English and German alone: no Arabic address, and no Arabic version named.
  const post = [
    '<lastmod>2026-11-26</lastmod><xhtml:link rel="alternate" hreflang="en" href="https://sam.example/blog/sql-compiler"/>',
    '<xhtml:link rel="alternate" hreflang="de" href="https://sam.example/de/blog/sql-compiler"/>',
    '<xhtml:link rel="alternate" hreflang="x-default" href="https://sam.example/blog/sql-compiler"/>',
  ].join("");
  expect(lines).toContain(
    `  <url><loc>https://sam.example/de/blog/sql-compiler</loc>${post}</url>`,
  );
  expect(xml).not.toContain("<loc>https://sam.example/ar/blog");
  // 6 pages in 3 languages, the post and the blog's list in 2.
  expect(lines.filter((line) => line.startsWith("  <url>"))).toHaveLength(22);
});

test("a post in other languages than the default's says the first it is in for any other reader", async () => {
  const xml = await sitemapOf(["en", "de", "ar"], ["de", "ar"]);
  expect(xml).toContain(
    '<loc>https://sam.example/ar/blog/sql-compiler</loc><lastmod>2026-11-26</lastmod><xhtml:link rel="alternate" hreflang="de" href="https://sam.example/de/blog/sql-compiler"/><xhtml:link rel="alternate" hreflang="ar" href="https://sam.example/ar/blog/sql-compiler"/><xhtml:link rel="alternate" hreflang="x-default" href="https://sam.example/de/blog/sql-compiler"/></url>',
  );
  expect(xml).not.toContain("<loc>https://sam.example/blog/sql-compiler");
});

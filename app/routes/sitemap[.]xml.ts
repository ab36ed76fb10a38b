import { SITE_PAGES } from "~/pages";
import { siteUrl } from "~/utils/site-url.server";

export function loader() {
  const urls = SITE_PAGES.map(
    ({ path }) => `  <url><loc>${new URL(path, siteUrl).href}</loc></url>`,
  ).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

import type { LoaderFunctionArgs } from "@remix-run/node";

import { PAGES } from "~/pages";

export function loader({ context }: LoaderFunctionArgs) {
  const urls = PAGES.map(
    ({ path }) =>
      `  <url><loc>${new URL(path, context.env.siteUrl).href}</loc></url>`,
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

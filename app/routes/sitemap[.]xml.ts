import { siteAddress } from "~/utils/site-path";
import type { LoaderFunctionArgs } from "react-router";

import { BLOG_PATH, lastChanged, postPath } from "~/blog/post";
import { postsFor } from "~/blog/posts.server";
import { PAGES } from "~/pages";
import { siteContext } from "~/load-context";

export function loader({ context }: LoaderFunctionArgs) {
  const { siteUrl, mode } = context.get(siteContext).env;
  const posts = postsFor(mode);
  const entries = [
    ...PAGES.map(({ path }) => ({ path, lastmod: undefined })),
    ...posts.map((post) => ({
      path: postPath(post.slug),
      lastmod: post.updated ?? post.date,
    })),
  ];
  // The list changes when any post does.
  if (posts.length)
    entries.push({ path: BLOG_PATH, lastmod: lastChanged(posts) });
  const urls = entries
    .map(({ path, lastmod }) => {
      const loc = `<loc>${siteAddress(path, siteUrl)}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    })
    .join("\n");
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

import { siteAddress } from "~/utils/site-path";
import type { LoaderFunctionArgs } from "react-router";

import { BLOG_PATH, lastChanged, postPath } from "~/blog/post";
import { blogDocumentPaths, postsFor } from "~/blog/posts.server";
import { PAGES } from "~/pages";
import { siteContext } from "~/load-context";
import { alternates } from "~/words/alternates";
import type { Language } from "~/words/language";
import { LANGUAGES, pathIn } from "~/words/language";

/** A document of the sitemap: its default-language address, and the languages it is kept in. */
type Entry = {
  path: string;
  lastmod?: string;
  languages: ReadonlyArray<Language>;
};

export function loader({ context }: LoaderFunctionArgs) {
  const { siteUrl, mode } = context.get(siteContext).env;
  const posts = postsFor(mode);
  // The blog's documents are in the languages the server keeps them in, as each post's own page
  // says; the pages are in every one.
  const kept = new Set(blogDocumentPaths(mode));
  const keptIn = (path: string) =>
    LANGUAGES.filter((lang) => kept.has(pathIn(lang, path)));
  const entries: Entry[] = [
    ...PAGES.map(({ path }) => ({ path, languages: LANGUAGES })),
    ...posts.map((post) => ({
      path: postPath(post.slug),
      lastmod: post.updated ?? post.date,
      languages: keptIn(postPath(post.slug)),
    })),
  ];
  // The list changes when any post does.
  if (posts.length)
    entries.push({
      path: BLOG_PATH,
      lastmod: lastChanged(posts),
      languages: keptIn(BLOG_PATH),
    });
  const address = (path: string) => siteAddress(path, siteUrl);
  // Each language's documents after the default's, each with every version of it, itself among
  // them; with one language, no versions and no namespace for them.
  const urls = LANGUAGES.flatMap((lang) =>
    entries
      .filter(({ languages }) => languages.includes(lang))
      .map(({ path, lastmod, languages }) => {
        const loc = `<loc>${address(pathIn(lang, path))}</loc>`;
        const versions = alternates(path, languages)
          .map(
            ({ hreflang, path: at }) =>
              `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${address(at)}"/>`,
          )
          .join("");
        return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${versions}</url>`;
      }),
  ).join("\n");
  const namespaces =
    LANGUAGES.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "";
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>
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

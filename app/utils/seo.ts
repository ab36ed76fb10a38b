import type { MetaDescriptor } from "@remix-run/node";

import { profile } from "~/content/profile";

export const SHARE_IMAGE = {
  path: "/images/og-image.png",
  width: 1200,
  height: 630,
};

type PageMetaInput = {
  /** The site's public origin, from the root loader. */
  siteUrl: string;
  path: string;
  title: string;
  description: string;
};

/** Everything a search engine or a link preview reads about one page. */
export function pageMeta({
  siteUrl,
  path,
  title,
  description,
}: PageMetaInput): MetaDescriptor[] {
  const url = new URL(path, siteUrl).href;
  const image = new URL(SHARE_IMAGE.path, siteUrl).href;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: path === "/" ? "profile" : "website" },
    {
      property: "og:site_name",
      content: `${profile.name} | ${profile.jobTitle}`,
    },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    {
      property: "og:image:alt",
      content: `${profile.name}, ${profile.jobTitle}`,
    },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/** The root loader's site URL, as a route's meta function sees it. */
export function siteUrlFrom(
  matches: ReadonlyArray<{ id: string; data: unknown }>,
): string {
  const root = matches.find((match) => match.id === "root")?.data as
    { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "http://localhost:3000";
}

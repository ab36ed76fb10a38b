import { siteAddress } from "~/utils/site-path";
import { profile } from "~/content/profile";

import type { PostSummary } from "./post";
import { postPath } from "./post";

/** Describes a post to search engines (schema.org BlogPosting), its author from the profile. */
export function postJsonLd(post: PostSummary, siteUrl: string, image?: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    keywords: post.tags,
    url: siteAddress(postPath(post.slug), siteUrl),
    image: image && siteAddress(image, siteUrl),
    author: {
      "@type": "Person",
      name: profile.name,
      jobTitle: profile.jobTitle,
      url: siteAddress("/", siteUrl),
    },
  };
}

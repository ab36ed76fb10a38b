import { siteAddress } from "~/utils/site-path";
import { profile } from "~/content/profile";
import { socialLinks } from "~/content/social";

/** Describes the owner to search engines (schema.org Person), from the owner's content. */
export function personJsonLd(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: profile.name,
    jobTitle: profile.jobTitle,
    url: siteAddress("/", siteUrl),
    sameAs: socialLinks.map((link) => link.url),
  };
}

import { siteAddress } from "~/utils/site-path";
import { contentIn } from "~/content-rules/content-in";
import { profile } from "~/content/profile";
import { socialLinks } from "~/content/social";
import type { Language } from "~/words/language";

/**
 * Describes the owner to search engines (schema.org Person), from the owner's content in the
 * page's language.
 */
export function personJsonLd(siteUrl: string, lang: Language) {
  const content = contentIn(lang, { profile, socialLinks });
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: content.profile.name,
    jobTitle: content.profile.jobTitle,
    url: siteAddress("/", siteUrl),
    sameAs: content.socialLinks.map((link) => link.url),
  };
}

import { siteAddress } from "~/utils/site-path";
import { contentIn } from "~/content-rules/content-in";
import { profile } from "~/content/profile";
import { socialLinks } from "~/content/social";
import { pageAt } from "~/pages";
import type { Language } from "~/words/language";
import { DEFAULT_LANGUAGE, LANGUAGES, pathIn } from "~/words/language";
import { wordsIn } from "~/words/wording";

/**
 * Describes the owner to search engines (schema.org Person), from the owner's content in the
 * page's language. Once the site has several languages, the home page in `lang` says which one
 * it is in: `inLanguage` belongs to a work (a WebSite), not to a person, so the site joins the
 * owner, whom it names as its author.
 */
export function personJsonLd(
  siteUrl: string,
  lang: Language = DEFAULT_LANGUAGE,
) {
  const content = contentIn(lang, { profile, socialLinks });
  const person = {
    "@type": "Person",
    name: content.profile.name,
    jobTitle: content.profile.jobTitle,
    url: siteAddress("/", siteUrl),
    sameAs: content.socialLinks.map((link) => link.url),
  };
  if (LANGUAGES.length === 1)
    return { "@context": "https://schema.org", ...person };
  const id = `${person.url}#person`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      { "@id": id, ...person },
      {
        "@type": "WebSite",
        name: pageAt("/", wordsIn(lang)).title,
        url: siteAddress(pathIn(lang, "/"), siteUrl),
        inLanguage: lang,
        author: { "@id": id },
      },
    ],
  };
}

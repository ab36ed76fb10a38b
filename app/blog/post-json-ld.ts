import { siteAddress } from "~/utils/site-path";
import { profile } from "~/content/profile";
import type { Language } from "~/words/language";
import { originalOf } from "~/words/alternates";
import { DEFAULT_LANGUAGE, pathIn } from "~/words/language";

import type { PostSummary } from "./post";
import { postPath } from "./post";

/**
 * Describes a post to search engines (schema.org BlogPosting), its author from the profile, at
 * its address in the page's language. With several languages on the site (`translations`, the
 * languages the post is written in), it says its language too, and how it stands to the other
 * versions: a translation names the original, the original names its translations. With one
 * language, it says what it always said.
 */
export function postJsonLd(
  post: PostSummary,
  siteUrl: string,
  image?: string,
  lang: Language = DEFAULT_LANGUAGE,
  translations?: ReadonlyArray<Language>,
) {
  const at = (code: Language) =>
    siteAddress(pathIn(code, postPath(post.slug)), siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    keywords: post.tags,
    url: at(lang),
    image: image && siteAddress(image, siteUrl),
    author: {
      "@type": "Person",
      name: profile.name,
      jobTitle: profile.jobTitle,
      url: siteAddress("/", siteUrl),
    },
    ...(translations ? versions(lang, translations, at) : {}),
  };
}

/**
 * The post's language, and the other versions it knows of (`translations`, in the owner's order),
 * with the same original as hreflang's x-default.
 */
function versions(
  lang: Language,
  translations: ReadonlyArray<Language>,
  at: (code: Language) => string,
) {
  const original = originalOf(translations) ?? lang;
  const version = (code: Language) => ({
    "@type": "BlogPosting",
    url: at(code),
    inLanguage: code,
  });
  if (lang !== original)
    return { inLanguage: lang, translationOfWork: version(original) };
  const others = translations.filter((code) => code !== lang);
  return others.length === 0
    ? { inLanguage: lang }
    : { inLanguage: lang, workTranslation: others.map(version) };
}

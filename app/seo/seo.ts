// What a page's document says of itself in its <head> for search engines and link previews: the
// title, the description, the canonical and alternate addresses, the share card. The routes'
// meta functions import it; it reads the pages (app/pages.ts), the words and app/utils below.
import type { MetaDescriptor } from "react-router";

import { pageAt } from "~/pages";
import type { PagePath } from "~/pages";
import type { ShareCard } from "~/utils/share-card";
import { SHARE_CARD_SIZE } from "~/utils/share-card";
import { siteAddress } from "~/utils/site-path";
import type { Language } from "~/words/language";
import { alternates } from "~/words/alternates";
import { LANGUAGES, languageAt, pathIn } from "~/words/language";
import { wordsIn } from "~/words/wording";

/** What of a meta function's arguments the tags need: the root's data, and the page's address. */
type MetaContext = {
  matches: ReadonlyArray<{ id: string; loaderData: unknown }>;
  location: { pathname: string };
};

/** What a document says of itself to search engines and link previews. */
export type DocumentFacts = {
  path: string;
  title: string;
  description: string;
  /** Open Graph's type: "website" unless said. */
  type?: string;
  /** Tags of its own, such as an article's dates. */
  more?: MetaDescriptor[];
  /** Its share card, where the root's data does not hold it (a post's). */
  card?: ShareCard;
  /** The languages it is written in, if not every one the site has (a post's). */
  languages?: ReadonlyArray<Language>;
};

/**
 * Everything a search engine or a link preview reads about one page, in the page's language.
 * `matches` are those a meta function receives: the root's data holds the site's address and the
 * share cards.
 */
export function pageMeta(path: PagePath, meta: MetaContext): MetaDescriptor[] {
  const page = pageAt(path, wordsIn(languageAt(meta.location.pathname)));
  return documentMeta(
    {
      path,
      title: page.title,
      description: page.description,
      type: path === "/" ? "profile" : "website",
    },
    meta,
  );
}

/** The same for any document: a page, the blog's list, a post. */
export function documentMeta(
  {
    path,
    title,
    description,
    type = "website",
    more = [],
    card: own,
    languages = LANGUAGES,
  }: DocumentFacts,
  { matches, location }: MetaContext,
): MetaDescriptor[] {
  // The root loader's data; without it (a unit test), the development address and no cards.
  const root = matches.find((match) => match.id === "root")?.loaderData as
    { siteUrl?: string; shareCards?: Record<string, ShareCard> } | undefined;
  const siteUrl = root?.siteUrl ?? "http://localhost:3000";
  const shareCards = root?.shareCards ?? {};
  const lang = languageAt(location.pathname);
  const url = siteAddress(pathIn(lang, path), siteUrl);
  // The root's cards are its language's, by their addresses in it.
  const card = own ?? shareCards[pathIn(lang, path.replace(/\?.*/, ""))];
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    {
      property: "og:site_name",
      content: pageAt("/", wordsIn(lang)).title,
    },
    ...languageMeta(path, lang, languages, siteUrl),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...more,
    ...(card ? shareCardMeta(card, siteUrl) : []),
    {
      name: "twitter:card",
      content: card ? "summary_large_image" : "summary",
    },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

/**
 * Where the document is in every language it is written in (app/words/alternates.ts, which the
 * sitemap and the language switcher ask too), and the locales of its Open Graph preview. With one
 * language there is nothing to say.
 */
function languageMeta(
  path: string,
  lang: Language,
  languages: ReadonlyArray<Language>,
  siteUrl: string,
): MetaDescriptor[] {
  if (LANGUAGES.length === 1) return [];
  const locale = (code: Language) =>
    wordsIn(code).words.locale.replace(/-u-.*/, "").replace("-", "_");
  return [
    ...alternates(path, languages).map(({ hreflang, path: at }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href: siteAddress(at, siteUrl),
    })),
    { property: "og:locale", content: locale(lang) },
    ...languages
      .filter((code) => code !== lang)
      .map((code) => ({
        property: "og:locale:alternate",
        content: locale(code),
      })),
  ];
}

function shareCardMeta(card: ShareCard, siteUrl: string): MetaDescriptor[] {
  const image = siteAddress(card.src, siteUrl);
  return [
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_CARD_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_CARD_SIZE.height) },
    { property: "og:image:alt", content: card.alt },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: card.alt },
  ];
}

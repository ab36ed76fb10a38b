// The blog's feeds, Atom and JSON Feed 1.1, one of each per language with posts: every post a
// visitor can read in that language, in full, its links and pictures made absolute against the
// site's address, so a feed reader can follow them; the feed's own words and addresses in its
// language, which it names.
import { Feed } from "feed";
import type { Element } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toHtml } from "hast-util-to-html";
import { visit } from "unist-util-visit";
import { js2xml, xml2js } from "xml-js";

import { profile } from "~/content/profile";
import { BLOG_PAGE, describePage } from "~/pages";
import type { Env } from "~/utils/env.server";
import { linkPath, siteAddress } from "~/utils/site-path";
import type { Language } from "~/words/language";
import { LANGUAGES } from "~/words/language";
import type { Wording } from "~/words/wording";

import type { Post } from "./post";
import { changeAddresses } from "./html-addresses";
import { BLOG_PATH, FEED_PATHS, lastChanged, postPath } from "./post";
import { postsFor } from "./posts.server";

/**
 * A post's text as a feed reader shows it: every address absolute, and without what only the
 * site's stylesheet makes sense of (the headings' own links, the code's two themes).
 */
function feedHtml(html: string, base: string) {
  const tree = fromHtml(html, { fragment: true });
  visit(tree, "element", (node: Element, index, parent) => {
    const classes = node.properties.className;
    if (Array.isArray(classes) && classes.includes("heading-link") && parent) {
      parent.children.splice(index!, 1);
      return index;
    }
    delete node.properties.style;
  });
  changeAddresses(tree, (url) => new URL(linkPath(url), base).href);
  return cdataSafe(toHtml(tree));
}

/**
 * Text as HTML ready for the feed's CDATA sections: the Atom library writes the title and the
 * summary as HTML, and a section ends at the first "]]>", which HTML may write "]]&gt;" instead.
 */
const asHtml = (text: string) =>
  cdataSafe(toHtml({ type: "text", value: text }));
const cdataSafe = (html: string) => html.replaceAll("]]>", "]]&gt;");

// A calendar date as the moment it began, which is what the feeds' formats can say.
const moment = (date: string) => new Date(`${date}T00:00:00Z`);

function feedItems(
  posts: ReadonlyArray<Post>,
  siteUrl: string,
  wording: Wording,
) {
  return posts.map((post) => {
    const url = siteAddress(wording.path(postPath(post.slug)), siteUrl);
    return { post, url, html: feedHtml(post.html, url) };
  });
}

// The options the library writes its Atom feed with, so that the feed read and written again is
// the library's own but for what is added.
const ATOM_WRITING = { compact: true, ignoreComment: true, spaces: 4 } as const;

type AtomDocument = { feed: { _attributes: Record<string, string> } };

/**
 * The Atom feed saying its language, once the site has several: the library has no option for
 * it (it writes RSS's <language> alone), and Atom says it with xml:lang on the root, set here
 * on the feed as the library's own XML library reads it. With one language the feed is the
 * library's as it always was.
 */
export function atomInLanguage(xml: string, lang: Language) {
  if (LANGUAGES.length === 1) return xml;
  const feed = xml2js(xml, ATOM_WRITING) as AtomDocument;
  feed.feed._attributes["xml:lang"] = lang;
  return js2xml(feed, ATOM_WRITING);
}

const author = (siteUrl: string) => ({
  name: profile.name,
  link: siteAddress("/", siteUrl),
});

export function atomFeed(
  posts: ReadonlyArray<Post>,
  siteUrl: string,
  wording: Wording,
) {
  const home = siteAddress(wording.path(BLOG_PATH), siteUrl);
  const blog = describePage(BLOG_PAGE, wording);
  const feed = new Feed({
    id: home,
    link: home,
    title: blog.title,
    description: blog.description,
    language: wording.lang,
    updated: moment(lastChanged(posts)),
    generator: false,
    feedLinks: { atom: siteAddress(wording.path(FEED_PATHS.atom), siteUrl) },
    author: author(siteUrl),
    copyright: wording.fill(wording.words.feeds.copyright, {
      name: profile.name,
    }),
  });
  for (const { post, url, html } of feedItems(posts, siteUrl, wording))
    feed.addItem({
      id: url,
      link: url,
      title: asHtml(post.title),
      description: asHtml(post.description),
      content: html,
      published: moment(post.date),
      date: moment(post.updated ?? post.date),
      category: post.tags.map((tag) => ({ name: tag, term: tag })),
      author: [author(siteUrl)],
    });
  return atomInLanguage(feed.atom1(), wording.lang);
}

/** JSON Feed 1.1 (jsonfeed.org), for the readers that prefer it. */
export function jsonFeed(
  posts: ReadonlyArray<Post>,
  siteUrl: string,
  wording: Wording,
) {
  const blog = describePage(BLOG_PAGE, wording);
  return JSON.stringify({
    version: "https://jsonfeed.org/version/1.1",
    title: blog.title,
    home_page_url: siteAddress(wording.path(BLOG_PATH), siteUrl),
    feed_url: siteAddress(wording.path(FEED_PATHS.json), siteUrl),
    description: blog.description,
    language: wording.lang,
    authors: [{ name: profile.name, url: author(siteUrl).link }],
    items: feedItems(posts, siteUrl, wording).map(({ post, url, html }) => ({
      id: url,
      url,
      title: post.title,
      summary: post.description,
      content_html: html,
      date_published: moment(post.date).toISOString(),
      date_modified: moment(post.updated ?? post.date).toISOString(),
      tags: post.tags,
    })),
  });
}

/** A feed as a document: the same for everyone, kept by the server and, as a page, by any cache. */
export function feedResponse(
  env: Pick<Env, "mode" | "siteUrl">,
  wording: Wording,
  write: typeof atomFeed,
  type: string,
) {
  const posts = postsFor(env.mode, wording.lang);
  if (posts.length === 0)
    return new Response(wording.words.feeds.noPosts, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(write(posts, env.siteUrl, wording), {
    headers: {
      "Content-Type": `${type}; charset=utf-8`,
      "Cache-Control": "public, max-age=0, s-maxage=300",
    },
  });
}

// What a crawler reads of a site's documents, parsed as a crawler parses them: pages by an HTML
// parser (parse5, through hast), the sitemap and feeds by the browser's own XML parser. For the
// tests of a site in several languages: each page's language, direction, canonical address and
// versions, the language switcher's links, the feeds it names.
import type { Browser } from "@playwright/test";
import type { Element, Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import { visit } from "unist-util-visit";

/** A version of a document, as a page or the sitemap names it. */
export type Version = { hreflang: string; href: string };

export type PageFacts = {
  /** Its address on the site, as crawled: "/de/portfolio/2". */
  path: string;
  status: number;
  lang?: string;
  dir?: string;
  canonical?: string;
  /** Its `<link rel="alternate" hreflang>`s. */
  alternates: Version[];
  ogLocale?: string;
  ogLocaleAlternates: string[];
  /** The links that say which language they lead to (`<a hreflang>`): the language switcher's. */
  switcher: Version[];
  /** The addresses of the feeds it names. */
  feeds: string[];
  /** The site's own addresses it links to, without their fragment. */
  links: string[];
};

/** A `<url>` of a sitemap: its address and the versions it names. */
export type SitemapUrl = { loc: string; alternates: Version[] };

const FEED_TYPES = new Set(["application/atom+xml", "application/feed+json"]);

/** The address of an absolute URL, on whatever origin: "https://x.example/de?a" → "/de?a". */
export const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/** Versions in one order, to compare two sets of them. */
export const sorted = (versions: ReadonlyArray<Version>) =>
  [...versions].sort((a, b) => a.hreflang.localeCompare(b.hreflang));

const text = (value: unknown) =>
  typeof value === "string" ? value : undefined;

/** What a page's HTML says of it. */
export function pageFacts(path: string, status: number, html: string) {
  const facts: PageFacts = {
    path,
    status,
    alternates: [],
    ogLocaleAlternates: [],
    switcher: [],
    feeds: [],
    links: [],
  };
  visit(fromHtml(html) as Root, "element", (node: Element) => {
    const { properties: p } = node;
    const rel = Array.isArray(p.rel) ? p.rel.map(String) : [];
    if (node.tagName === "html") {
      facts.lang = text(p.lang);
      facts.dir = text(p.dir);
    } else if (node.tagName === "link" && rel.includes("canonical"))
      facts.canonical = text(p.href);
    else if (node.tagName === "link" && rel.includes("alternate")) {
      if (p.hrefLang !== undefined)
        facts.alternates.push({
          hreflang: String(p.hrefLang),
          href: String(p.href),
        });
      else if (FEED_TYPES.has(String(p.type))) facts.feeds.push(String(p.href));
    } else if (node.tagName === "meta" && p.property === "og:locale")
      facts.ogLocale = text(p.content);
    else if (node.tagName === "meta" && p.property === "og:locale:alternate")
      facts.ogLocaleAlternates.push(String(p.content));
    else if (node.tagName === "a" && typeof p.href === "string") {
      if (p.hrefLang !== undefined)
        facts.switcher.push({ hreflang: String(p.hrefLang), href: p.href });
      if (p.href.startsWith("/") && !p.href.startsWith("//"))
        facts.links.push(p.href.replace(/#.*/, ""));
    }
  });
  return facts;
}

/** Addresses of documents rather than files (a picture, a PDF, a feed) or the colours' form. */
const isDocument = (path: string) =>
  !/\.[a-z0-9]+(?:\?|$)/i.test(path) && !path.startsWith("/resources/");

/**
 * Every document reachable from `start` by the site's own links, each fetched once from
 * `origin`, with what it says of itself.
 */
export async function crawl(origin: string, start: ReadonlyArray<string>) {
  const found = new Map<string, PageFacts>();
  const queue = [...new Set(start)];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (found.has(path)) continue;
    const response = await fetch(`${origin}${path}`);
    const html = response.headers.get("Content-Type")?.startsWith("text/html")
      ? await response.text()
      : "";
    const facts = pageFacts(path, response.status, html);
    found.set(path, facts);
    if (response.status === 200)
      for (const link of facts.links)
        if (isDocument(link) && !found.has(link)) queue.push(link);
  }
  return found;
}

/** A site's sitemap, read as the XML it is. */
export async function readSitemap(
  browser: Browser,
  origin: string,
): Promise<SitemapUrl[]> {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (response.status !== 200)
    throw new Error(`The sitemap answered ${response.status}`);
  return inBrowser(browser, await response.text(), (xml) => {
    const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
    const XHTML = "http://www.w3.org/1999/xhtml";
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    const error = doc.getElementsByTagName("parsererror")[0];
    if (error) throw new Error(`The sitemap is no XML: ${error.textContent}`);
    return [...doc.getElementsByTagNameNS(SITEMAP, "url")].map((url) => ({
      loc: url.getElementsByTagNameNS(SITEMAP, "loc")[0]?.textContent ?? "",
      alternates: [...url.getElementsByTagNameNS(XHTML, "link")]
        .filter((link) => link.getAttribute("rel") === "alternate")
        .map((link) => ({
          hreflang: link.getAttribute("hreflang") ?? "",
          href: link.getAttribute("href") ?? "",
        })),
    }));
  });
}

/** The language an Atom feed says it is in (`xml:lang` on its `<feed>`), if any. */
export function atomLanguage(browser: Browser, atom: string) {
  return inBrowser(browser, atom, (xml) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    return (
      doc.documentElement.getAttributeNS(
        "http://www.w3.org/XML/1998/namespace",
        "lang",
      ) ?? undefined
    );
  });
}

/** Runs `read` on `xml` in a blank page of the browser, and closes the page. */
async function inBrowser<T>(
  browser: Browser,
  xml: string,
  read: (xml: string) => T,
): Promise<T> {
  const page = await browser.newPage();
  try {
    return (await page.evaluate(read, xml)) as T;
  } finally {
    await page.close();
  }
}

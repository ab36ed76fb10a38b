// @vitest-environment jsdom
// The feeds as a feed reader's XML parser reads them, whatever a post's title or code holds, each
// in its language.

import { words as de } from "../../tests/fixtures/languages/de";
import { profile } from "~/content/profile";
import type { Language } from "~/words/language";
import { DEFAULT_LANGUAGE } from "~/words/language";
import { wording, wordsIn } from "~/words/wording";

import { atomFeed, jsonFeed } from "./feeds.server";
import type { Post } from "./post";

// What a site in one language does, whatever languages the owner lists.
vi.mock("~/content/languages", async (original) =>
  (await import("../../tests/support/first-language-only")).firstLanguageOnly(
    await original(),
  ),
);

const english = wordsIn(DEFAULT_LANGUAGE);
// German's wording, as a site that lists German after English has it: the shipped site has English
// alone, whose list types the codes.
const german = wording("de" as string as Language, de);

const post = (slug: string, updated?: string): Post => ({
  slug,
  lang: DEFAULT_LANGUAGE,
  title: "Why `<div>` soup & ]]> break feeds",
  description: "On <b>tags</b> & ]]> in text.",
  date: "2026-10-02",
  updated,
  tags: ["html"],
  draft: false,
  readingMinutes: 1,
  html: '<p>Code: <code>a ]]> b ]]> c</code> <a href="/blog/other">other</a> <img src="/pictures/x.avif" srcset="/pictures/x-320.avif 320w, /pictures/x-640.avif 640w" alt="x"></p><h2 id="a">A<a class="heading-link" href="#a"><span aria-hidden="true">#</span><span class="visually-hidden">Link to A</span></a></h2>',
  headings: [],
});

test("the Atom feed is well-formed XML with titles as written, text whole and every address absolute", () => {
  const xml = atomFeed(
    [post("newer"), post("older", "2026-11-20")],
    "https://me.example",
    english,
  );
  const feed = new DOMParser().parseFromString(xml, "application/xml");
  expect(feed.querySelector("parsererror")).toBeNull();
  const entry = feed.querySelector("entry")!;
  // A title is HTML (type="html"): read as a reader shows it, it says what the owner wrote.
  const title = entry.querySelector("title")!;
  expect(title.getAttribute("type")).toBe("html");
  const shown = new DOMParser().parseFromString(
    title.textContent!,
    "text/html",
  );
  expect(shown.body.textContent).toBe("Why `<div>` soup & ]]> break feeds");
  const content = entry.querySelector("content")!.textContent!;
  expect(content).toContain("a ]]&gt; b ]]&gt; c");
  expect(content).toContain('href="https://me.example/blog/other"');
  expect(content).toContain(
    'srcset="https://me.example/pictures/x-320.avif 320w, https://me.example/pictures/x-640.avif 640w"',
  );
  expect(content).not.toContain("Link to A");
  // The feed changed when its last post did, whichever it is.
  expect(feed.querySelector("feed > updated")!.textContent).toBe(
    "2026-11-20T00:00:00.000Z",
  );
});

test("the JSON feed is JSON Feed 1.1 with each post in full", () => {
  const feed = JSON.parse(
    jsonFeed([post("one")], "https://me.example", english),
  );
  expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
  expect(feed).toMatchObject({
    title: `My Blog | ${profile.name}`,
    description: `What ${profile.name} writes about building software.`,
    language: "en",
  });
  expect(feed.items[0]).toMatchObject({
    id: "https://me.example/blog/one",
    url: "https://me.example/blog/one",
    title: "Why `<div>` soup & ]]> break feeds",
    date_published: "2026-10-02T00:00:00.000Z",
    tags: ["html"],
  });
  expect(feed.items[0].content_html).toContain("https://me.example/blog/other");
});

test("with one language, the feeds say nothing of their language but what they always said", () => {
  const xml = atomFeed([post("one")], "https://me.example", english);
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  expect(xml).not.toContain("xml:lang");
  const feed = JSON.parse(
    jsonFeed([post("one")], "https://me.example", english),
  );
  expect(feed.language).toBe("en");
  expect(feed.home_page_url).toBe("https://me.example/blog");
});

test("another language's feeds name their language, with its words and its addresses", () => {
  const translated = { ...post("one"), lang: "de" as string as Language };
  const xml = atomFeed([translated], "https://me.example", german);
  const atom = new DOMParser().parseFromString(xml, "application/xml");
  expect(atom.querySelector("parsererror")).toBeNull();
  const root = atom.documentElement;
  expect(root.namespaceURI).toBe("http://www.w3.org/2005/Atom");
  expect(atom.querySelector("feed > title")!.textContent).toBe(
    `Mein Blog | ${profile.name}`,
  );
  expect(
    [...atom.querySelectorAll("feed > link")].map((link) => [
      link.getAttribute("rel"),
      link.getAttribute("href"),
    ]),
  ).toEqual([
    ["alternate", "https://me.example/de/blog"],
    ["self", "https://me.example/de/blog/feed.xml"],
  ]);
  expect(atom.querySelector("entry > id")!.textContent).toBe(
    "https://me.example/de/blog/one",
  );
  const feed = JSON.parse(jsonFeed([translated], "https://me.example", german));
  expect(feed).toMatchObject({
    title: `Mein Blog | ${profile.name}`,
    language: "de",
    home_page_url: "https://me.example/de/blog",
    feed_url: "https://me.example/de/blog/feed.json",
  });
  expect(feed.items[0].url).toBe("https://me.example/de/blog/one");
});

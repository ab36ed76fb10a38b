// @vitest-environment jsdom
// The Atom feeds of a site in English, German and Arabic: each says its language.
import { Feed } from "feed";

import type { Language } from "~/words/language";

import { atomInLanguage } from "./feeds.server";

vi.mock("~/content/languages", async () => ({
  languages: {
    en: (await import("~/content/words/en")).words,
    de: (await import("../../tests/fixtures/languages/de")).words,
    ar: (await import("../../tests/fixtures/languages/ar")).words,
  },
}));

/** A feed as the library writes it, with text that XML must escape and HTML it keeps whole. */
function libraryFeed() {
  const feed = new Feed({
    id: "https://me.example/blog",
    title: "Posts & <notes>",
    copyright: "",
    updated: new Date("2026-11-27T00:00:00Z"),
  });
  feed.addItem({
    title: "A & B",
    link: "https://me.example/blog/a",
    date: new Date("2026-11-26T00:00:00Z"),
    content: "<p>x ]]> y &amp; z</p>",
  });
  return feed.atom1();
}

test("every language's Atom feed names its language on its root, the default's too", () => {
  for (const lang of ["en", "de", "ar"]) {
    const xml = atomInLanguage(libraryFeed(), lang as Language);
    const atom = new DOMParser().parseFromString(xml, "application/xml");
    expect(atom.querySelector("parsererror")).toBeNull();
    expect(atom.documentElement.getAttribute("xml:lang")).toBe(lang);
    expect(atom.documentElement.namespaceURI).toBe(
      "http://www.w3.org/2005/Atom",
    );
  }
});

test("the feed is the library's own but for its language", () => {
  const written = libraryFeed();
  expect(atomInLanguage(written, "de" as Language)).toBe(
    written.replace(
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">',
    ),
  );
});

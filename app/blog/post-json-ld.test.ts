// @vitest-environment node
// What a post tells search engines of its language: nothing new on a site of one language; with
// several, its language, and which version is the original and which are its translations.
import { profile } from "~/content/profile";
import type { Language } from "~/words/language";

import type { PostSummary } from "./post";
import { postJsonLd } from "./post-json-ld";

// The owner's list types the codes; a site that lists German and Arabic after English has these.
const [en, de, ar] = ["en", "de", "ar"] as string[] as [
  Language,
  Language,
  Language,
];

const post: PostSummary = {
  slug: "migrations",
  title: "Migrations",
  description: "About it.",
  date: "2026-11-10",
  tags: ["sql"],
  draft: false,
  readingMinutes: 3,
};

test("with one language, a post is described as it always was", () => {
  expect(postJsonLd(post, "https://me.example", "/share-cards/m.png")).toEqual({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: "Migrations",
    description: "About it.",
    datePublished: "2026-11-10",
    dateModified: "2026-11-10",
    keywords: ["sql"],
    url: "https://me.example/blog/migrations",
    image: "https://me.example/share-cards/m.png",
    author: {
      "@type": "Person",
      name: profile.name,
      jobTitle: profile.jobTitle,
      url: "https://me.example/",
    },
  });
});

test("a translation says its language and names the default language's version as its original", () => {
  const described = postJsonLd(post, "https://me.example", undefined, de, [
    en,
    de,
  ]);
  expect(described).toMatchObject({
    url: "https://me.example/de/blog/migrations",
    inLanguage: "de",
    translationOfWork: {
      "@type": "BlogPosting",
      url: "https://me.example/blog/migrations",
      inLanguage: "en",
    },
  });
  expect(described).not.toHaveProperty("workTranslation");
});

test("the original names each of its translations; a post in one language of several names none", () => {
  expect(
    postJsonLd(post, "https://me.example", undefined, en, [en, de, ar]),
  ).toMatchObject({
    url: "https://me.example/blog/migrations",
    inLanguage: "en",
    workTranslation: [
      {
        "@type": "BlogPosting",
        url: "https://me.example/de/blog/migrations",
        inLanguage: "de",
      },
      {
        "@type": "BlogPosting",
        url: "https://me.example/ar/blog/migrations",
        inLanguage: "ar",
      },
    ],
  });
  const alone = postJsonLd(post, "https://me.example", undefined, en, [en]);
  expect(alone).toMatchObject({ inLanguage: "en" });
  expect(alone).not.toHaveProperty("workTranslation");
  expect(alone).not.toHaveProperty("translationOfWork");
});

test("without the default language's version, the first the owner lists is the original", () => {
  const arabic = postJsonLd(post, "https://me.example", undefined, ar, [
    de,
    ar,
  ]);
  expect(arabic).toMatchObject({
    inLanguage: "ar",
    translationOfWork: { url: "https://me.example/de/blog/migrations" },
  });
  expect(
    postJsonLd(post, "https://me.example", undefined, de, [de, ar]),
  ).toMatchObject({
    workTranslation: [{ url: "https://me.example/ar/blog/migrations" }],
  });
});

// A post's language is in its file's name: `my-post.md` is written in the default language,
// `my-post.de.md` beside it is the same post in German, at the same address below German's code
// (/de/blog/my-post). A post is in the languages it is written in and no other, so the build says
// which posts each language lacks: what is left to translate.
import { POST_NAME } from "../app/content-rules/schema";
import type { Language } from "../app/words/language";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from "../app/words/language";

/** What a post's file name says: its address and its language, or what is wrong with it. */
export type PostFileName =
  { slug: string; lang: Language } | { problem: string };

/**
 * The post a file holds, by its name: `<slug>.md`, or `<slug>.<code>.md` in a language the owner
 * lists (the default's own code, `my-post.en.md`, names the default's post too, as Hugo reads it).
 * A dot is never part of an address, so whatever follows the last one is a language's code.
 */
export function postFileName(name: string): PostFileName {
  const base = name.replace(/\.(?:md|markdown)$/, "");
  if (base === name)
    return { problem: "expected a Markdown post, its name ending in .md" };
  const dot = base.lastIndexOf(".");
  const slug = dot === -1 ? base : base.slice(0, dot);
  const code = dot === -1 ? DEFAULT_LANGUAGE : base.slice(dot + 1);
  if (!isLanguage(code))
    return {
      problem: `expected the post's name and .md, or for a translation the name, a language's code and .md, as in my-post.de.md; "${code}" is no language app/content/languages.ts lists (${LANGUAGES.join(", ")})`,
    };
  if (!POST_NAME.test(slug))
    return {
      problem:
        "the file's name is the post's address: expected lowercase letters, digits and hyphens, such as my-first-post.md",
    };
  return { slug, lang: code };
}

/**
 * One line for each post a language does not have, language by language in the owner's order:
 * `de: post "my-post" is not translated`. With one language there is nothing to say.
 */
export function untranslatedPosts(
  posts: ReadonlyArray<{ slug: string; lang: Language }>,
): string[] {
  const slugs = [...new Set(posts.map((post) => post.slug))].sort();
  return LANGUAGES.flatMap((lang) =>
    slugs
      .filter(
        (slug) =>
          !posts.some((post) => post.slug === slug && post.lang === lang),
      )
      .map((slug) => `${lang}: post "${slug}" is not translated`),
  );
}

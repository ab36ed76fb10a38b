import { createContext, use } from "react";

import type { Language } from "~/words/language";
import { useWords } from "~/words/use-words";

/**
 * Where the server finds a post's text in a language as it renders a page
 * (app/entry.server.tsx provides it). The browser has none: its build carries no posts.
 */
export const PostTextContext = createContext<
  (slug: string, lang: Language) => string | undefined
>(() => undefined);

/**
 * A post's text, sent once (docs/decisions/025-posts-made-at-build.md). The server writes it
 * into the page from the posts it read; in the browser, hydration keeps what the page already
 * holds: React leaves the inside of an element set with innerHTML alone. On a move between pages
 * in the browser, the route's clientLoader brings the text from the post's own document as `html`.
 */
export function PostBody({ slug, html }: { slug: string; html?: string }) {
  const postText = use(PostTextContext);
  // The page's language is the post's: its address says both.
  const { lang } = useWords();
  return (
    <div
      className="post-body"
      dangerouslySetInnerHTML={{ __html: html ?? postText(slug, lang) ?? "" }}
      suppressHydrationWarning
    />
  );
}

/** What holds a post's text in its document, for the clientLoader to find it by. */
export const POST_BODY_SELECTOR = ".post-body";

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
 * A post's text, sent once (docs/decisions/025-posts-made-at-build.md): the server writes it into
 * the page from the posts it read, and no page carries data for a script to draw it again.
 */
export function PostBody({ slug }: { slug: string }) {
  const postText = use(PostTextContext);
  // The page's language is the post's: its address says both.
  const { lang } = useWords();
  return (
    <div
      className="post-body"
      dangerouslySetInnerHTML={{ __html: postText(slug, lang) ?? "" }}
    />
  );
}

import { postHtml } from "./posts.server";

/**
 * A post's text, sent once (docs/decisions/025-posts-made-at-build.md). The server writes it
 * into the page from the posts it read; the browser's build has none (`postHtml` is empty
 * there), so hydration keeps what the page already holds: React leaves the inside of an element
 * set with innerHTML alone. On a move between pages in the browser, the route's clientLoader
 * brings the text from the post's own document as `html`.
 */
export function PostBody({ slug, html }: { slug: string; html?: string }) {
  return (
    <div
      className="post-body"
      dangerouslySetInnerHTML={{ __html: html ?? postHtml?.(slug) ?? "" }}
      suppressHydrationWarning
    />
  );
}

/** What holds a post's text in its document, for the clientLoader to find it by. */
export const POST_BODY_SELECTOR = ".post-body";

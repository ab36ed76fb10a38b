import { Link } from "react-router";

import { Icon } from "~/icons/icon";
import { Say } from "~/words/say";
import { useWords } from "~/words/use-words";

import type { PostSummary } from "./post";
import { tagPath } from "./post";

/** When a post was written and changed, how long it takes to read, and whether it is a draft. */
export function PostFacts({
  post,
}: {
  post: Pick<PostSummary, "date" | "updated" | "readingMinutes" | "draft">;
}) {
  // The page's language writes the days on the server. A browser's own language data may spell
  // one otherwise (WebKit's capitals are not Node's): taking the page over, React keeps the
  // server's day rather than call it a mismatch and draw the page again.
  const { words, day } = useWords();
  return (
    <p className="post-facts">
      {post.draft ? (
        <strong className="draft-mark">{words.blog.draft}</strong>
      ) : null}
      <time dateTime={post.date} suppressHydrationWarning>
        {day(post.date)}
      </time>
      {post.updated ? (
        <span>
          <Say
            sentence={words.blog.updated}
            values={{
              date: (
                <time dateTime={post.updated} suppressHydrationWarning>
                  {day(post.updated)}
                </time>
              ),
            }}
          />
        </span>
      ) : null}
      <span>
        <Icon name="clock" />{" "}
        <Say plural={words.blog.readingTime} count={post.readingMinutes} />
      </span>
    </p>
  );
}

/** A post's tags, each a link to the list of the posts that have it. */
export function PostTags({ tags }: { tags: ReadonlyArray<string> }) {
  const { words, path } = useWords();
  const { blog } = words;
  if (tags.length === 0) return null;
  return (
    <ul className="post-tags" aria-label={blog.tagList}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={path(tagPath(tag))}>
            <Say sentence={blog.tag} values={{ tag }} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

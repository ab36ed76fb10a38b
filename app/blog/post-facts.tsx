import { Link } from "react-router";

import { Icon } from "~/components/icon";

import type { PostSummary } from "./post";
import { tagPath } from "./post";

// The same words on the server and in every browser, whatever their language.
const DAY = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeZone: "UTC",
});
const day = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

/** When a post was written and changed, how long it takes to read, and whether it is a draft. */
export function PostFacts({
  post,
}: {
  post: Pick<PostSummary, "date" | "updated" | "readingMinutes" | "draft">;
}) {
  return (
    <p className="post-facts">
      {post.draft ? <strong className="draft-mark">Draft</strong> : null}
      <time dateTime={post.date}>{day(post.date)}</time>
      {post.updated ? (
        <span>
          Updated <time dateTime={post.updated}>{day(post.updated)}</time>
        </span>
      ) : null}
      <span>
        <Icon name="clock" /> {post.readingMinutes} min read
      </span>
    </p>
  );
}

/** A post's tags, each a link to the list of the posts that have it. */
export function PostTags({ tags }: { tags: ReadonlyArray<string> }) {
  if (tags.length === 0) return null;
  return (
    <ul className="post-tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={tagPath(tag)}>#{tag}</Link>
        </li>
      ))}
    </ul>
  );
}

// Reads a feed as feed readers do, with Debian's python3-feedparser (what many of them build on),
// from the address it is served at: its bytes, and the type and charset the server sends them with.
import { execFileSync, spawnSync } from "node:child_process";

const PYTHON = "/usr/bin/python3";

/** Whether the parser is installed; without it the feed tests are reported as not run. */
export const FEEDPARSER_INSTALLED =
  spawnSync(PYTHON, ["-c", "import feedparser"]).status === 0;

export type ParsedFeed = {
  /** Whether the parser met a problem (an encoding it had to guess, a malformed document). */
  bozo: boolean;
  problem: string;
  version: string;
  title: string;
  entries: Array<{
    title: string;
    link: string;
    id: string;
    published: string;
    updated: string;
    author: string;
    tags: string[];
    summary: string;
    content: string;
  }>;
};

const SCRIPT = `
import feedparser, json, sys, time
day = lambda parsed: time.strftime("%Y-%m-%d", parsed)
feed = feedparser.parse(sys.argv[1])
print(json.dumps({
  "bozo": bool(feed.bozo), "problem": str(feed.get("bozo_exception", "")), "version": feed.version, "title": feed.feed.title,
  "entries": [{
    "title": e.title, "link": e.link, "id": e.id, "published": day(e.published_parsed), "updated": day(e.updated_parsed),
    "author": e.author, "tags": [t.term for t in e.tags], "summary": e.summary,
    "content": e.content[0].value,
  } for e in feed.entries],
}))`;

export const parseFeed = (address: string): ParsedFeed =>
  JSON.parse(
    execFileSync(PYTHON, ["-c", SCRIPT, address], { encoding: "utf8" }),
  );

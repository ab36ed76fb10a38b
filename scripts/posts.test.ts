// @vitest-environment node
// The posts as the build reads, checks and renders them: every mistake an owner can make in a post
// stops the build with one line naming the file, the field or line, and what is wrong; a good post
// becomes the HTML its page shows. Each test writes posts of its own into a folder of its own.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { renderPosts } from "./post-markdown";
import { readPosts } from "./posts";

// What a site in one language does, whatever languages the owner lists.
vi.mock("~/content/languages", async (original) =>
  (await import("../tests/support/first-language-only")).firstLanguageOnly(
    await original(),
  ),
);

let root: string;
let posts: string;
let publicDir: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "posts-"));
  posts = path.join(root, "posts");
  publicDir = path.join(root, "public");
  mkdirSync(posts);
  mkdirSync(path.join(publicDir, "images"), { recursive: true });
  writeFileSync(path.join(publicDir, "images/chart.png"), "a picture");
  writeFileSync(path.join(publicDir, "talk.pdf"), "%PDF-1.7");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const FRONT = {
  title: "A post",
  date: "2026-11-26",
  description: "What the post is about.",
};

/** Writes a post: its front matter as YAML lines, then its text. */
function write(
  name: string,
  fields: Record<string, string> = FRONT,
  text = "Some text.",
) {
  const yaml = Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  writeFileSync(path.join(posts, name), `---\n${yaml}\n---\n\n${text}\n`);
}

const check = (options: Partial<Parameters<typeof readPosts>[0]> = {}) =>
  readPosts({
    directory: posts,
    publicDir,
    pagePaths: ["/", "/about", "/portfolio"],
    ...options,
  });

/** The one problem the posts have, with the folder's own path left out. */
function onlyProblem() {
  const { problems } = check();
  expect(problems).toHaveLength(1);
  return problems[0]!.replace(`${posts}/`, "");
}

test("a post that follows every rule has no problem", () => {
  write("good.md", {
    ...FRONT,
    tags: "[sql, 日本語, データ, हिन्दी]",
    updated: "2026-11-27",
  });
  const { problems, posts: read } = check();
  expect(problems).toEqual([]);
  expect(read.map((post) => [post.slug, post.meta.tags])).toEqual([
    ["good", ["sql", "日本語", "データ", "हिन्दी"]],
  ]);
});

test("a post without a title says which file and that it is missing", () => {
  write("untitled.md", { date: FRONT.date, description: FRONT.description });
  expect(onlyProblem()).toBe(
    "untitled.md: title: expected some text; it is missing",
  );
});

test("a date that is not a calendar date is named, with what was found", () => {
  write("late.md", { ...FRONT, date: "2026-02-30" });
  expect(onlyProblem()).toBe(
    'late.md: date: expected a calendar date written year-month-day, such as "2026-11-26"; found "2026-02-30"',
  );
});

test("an empty tag, a tag in capitals and a field of no known name each have their line", () => {
  write("tags.md", { ...FRONT, tags: '["", SQL]', colour: "red" });
  const { problems } = check();
  expect(problems.map((line) => line.replace(`${posts}/`, ""))).toEqual([
    'tags.md: tags.0: expected a tag, not an empty one; found ""',
    'tags.md: tags.1: expected a tag of lowercase letters, digits and hyphens, such as "node-js"; found "SQL"',
    "tags.md: colour: expected no field of this name; check its spelling or remove it",
  ]);
});

test("a post updated before it was written is refused", () => {
  write("backwards.md", { ...FRONT, updated: "2026-01-01" });
  expect(onlyProblem()).toBe(
    `backwards.md: updated: expected a date on or after the post's date, 2026-11-26; found "2026-01-01"`,
  );
});

test("front matter that is not YAML is named with its line", () => {
  write("broken.md", { ...FRONT, tags: "[sql" });
  expect(onlyProblem()).toMatch(
    /^broken\.md:5: the front matter is not valid YAML: /,
  );
});

test("a file without front matter says what the top of a post needs", () => {
  writeFileSync(path.join(posts, "bare.md"), "Just text.\n");
  expect(onlyProblem()).toBe(
    "bare.md: expected front matter at the top: a title, a date and a description between two --- lines",
  );
});

test("a file's name that is no address, or that is not Markdown, is refused", () => {
  write("My Post.md");
  writeFileSync(path.join(posts, "notes.txt"), "notes");
  const { problems } = check();
  expect(problems.map((line) => line.replace(`${posts}/`, ""))).toEqual([
    "My Post.md: the file's name is the post's address: expected lowercase letters, digits and hyphens, such as my-first-post.md",
    "notes.txt: expected a Markdown post, its name ending in .md",
  ]);
});

test("two files at one address are refused", () => {
  write("twice.md");
  write("twice.markdown");
  expect(onlyProblem()).toBe(
    `twice.md: expected an address of its own; ${posts}/twice.markdown is at /blog/twice too`,
  );
});

test("a translation into a language the site does not list is refused, naming the file", () => {
  write("my-post.md");
  write("my-post.de.md");
  expect(onlyProblem()).toBe(
    "my-post.de.md: expected the post's name and .md, or for a translation the name, a language's code and .md, as in my-post.de.md; \"de\" is no language app/content/languages.ts lists (en)",
  );
});

test("a cover picture missing from public/, or without alt text, is refused", () => {
  write("cover.md", { ...FRONT, image: "/images/cover.png" });
  const { problems } = check();
  expect(problems.map((line) => line.replace(`${posts}/`, ""))).toEqual([
    "cover.md: imageAlt: expected what the cover picture shows, for those who cannot see it; it is missing",
  ]);
  write("cover.md", {
    ...FRONT,
    image: "/images/cover.png",
    imageAlt: "A chart",
  });
  expect(onlyProblem()).toBe(
    "cover.md: image: expected a file at public/images/cover.png; there is none",
  );
});

test("a picture in the text without alt text, from elsewhere or missing, names its line", () => {
  write(
    "pictures.md",
    FRONT,
    [
      "![](/images/chart.png)",
      "",
      "![A chart](https://example.com/chart.png)",
      "",
      "![A map](/images/map.png)",
      "",
      "![A chart](/images/chart.png)",
    ].join("\n"),
  );
  const { problems, pictures } = check();
  expect(problems.map((line) => line.replace(`${posts}/`, ""))).toEqual([
    "pictures.md:7: picture /images/chart.png: expected alt text saying what it shows, as in ![A chart of build times](/images/chart.png)",
    "pictures.md:9: picture https://example.com/chart.png: expected a picture in public/, given by its path, such as /images/posts/chart.png",
    "pictures.md:11: picture /images/map.png: expected a file at public/images/map.png; there is none",
  ]);
  expect(pictures.map((picture) => picture.src)).toEqual(["/images/chart.png"]);
});

test("a link to an address the site does not have names its line; pages, posts, tags, files and other sites pass", () => {
  write("other.md", { ...FRONT, tags: "[sql]" });
  write(
    "links.md",
    FRONT,
    [
      "[about](/about) [a post](/blog/other#part) [the list](/blog/tag/sql) [slides](/talk.pdf)",
      "[elsewhere](https://example.com/nowhere) [a part](#below)",
      "",
      "[gone](/blog/gone) and [nothing](/nothing) and [no tag](/blog/tag/rust)",
    ].join("\n"),
  );
  const { problems } = check();
  expect(problems.map((line) => line.replace(`${posts}/`, ""))).toEqual([
    "links.md:10: link to /blog/gone: the site has no page, post or file in public/ at this address",
    "links.md:10: link to /nothing: the site has no page, post or file in public/ at this address",
    "links.md:10: link to /blog/tag/rust: the site has no page, post or file in public/ at this address",
  ]);
});

test("a link that is not to the web, an email or a telephone names its line", () => {
  write(
    "schemes.md",
    FRONT,
    "[run](javascript:alert(1)) [mail](mailto:me@example.com) [call](tel:+441234) [next](other-post)",
  );
  expect(onlyProblem()).toBe(
    "schemes.md:7: link to javascript:alert(1): expected a web address (https:), an email address (mailto:) or a telephone number (tel:)",
  );
});

test("a heading of the first level names its line: the title is the page's one", () => {
  write("headings.md", FRONT, "# Again the title\n\n## A section");
  expect(onlyProblem()).toBe(
    "headings.md:7: expected sections from ## on: the post's title is its page's one # heading",
  );
});

test("a picture outside public/ is refused", () => {
  write("outside.md", FRONT, "![A key](/../secret.png)");
  expect(onlyProblem()).toBe(
    "outside.md:7: picture /../secret.png: expected a picture in public/, given by its path, such as /images/posts/chart.png",
  );
});

test("a post dated after the build's day builds, with a warning", () => {
  write("later.md", { ...FRONT, date: "2027-01-01" });
  const { problems, warnings } = check({ today: "2026-11-26" });
  expect(problems).toEqual([]);
  expect(warnings).toEqual([
    `${posts}/later.md: date: 2027-01-01 is after today; the post is published now all the same`,
  ]);
});

test("a published post may not link to a draft; a draft may", () => {
  write("draft.md", { ...FRONT, draft: "true" });
  write("other-draft.md", { ...FRONT, draft: "true" }, "[see](/blog/draft)");
  write("published.md", FRONT, "[see](/blog/draft)");
  expect(onlyProblem()).toBe(
    "published.md:7: link to /blog/draft: that post is a draft, which the site does not have; publish it, or link to it once it is",
  );
});

test("a project's story must name a post", () => {
  write("sql-compiler.md");
  const { problems } = check({
    stories: [
      { name: "SQL Compiler", story: "sql-compiler" },
      { name: "Notes", story: "notes-app" },
      { name: "Chat" },
    ],
  });
  expect(problems).toEqual([
    `app/content/projects.ts: project "Notes", story: expected the name of a post, such as "notes-app" for ${posts}/notes-app.md; there is none`,
  ]);
});

test("drafts are checked always, and made only when asked", () => {
  write("draft.md", {
    ...FRONT,
    draft: "true",
    image: "/images/chart.png",
    imageAlt: "A chart",
  });
  write("published.md");
  expect(check().posts.map((post) => post.slug)).toEqual(["published"]);
  expect(check().pictures).toEqual([]);
  expect(check({ drafts: true }).posts.map((post) => post.slug)).toEqual([
    "draft",
    "published",
  ]);
});

test("posts render newest first, their text as HTML with sections, code in both themes, pictures and tables", async () => {
  write("older.md", { ...FRONT, title: "Older", date: "2026-01-02" });
  write(
    "newer.md",
    { ...FRONT, title: "Newer", tags: "[sql]" },
    [
      "## 第一 Part",
      "",
      "```sql",
      "SELECT 1;",
      "```",
      "",
      "## Second part",
      "",
      "![A chart](/images/chart.png)",
      "",
      "| a | b |",
      "| - | - |",
      "| 1 | 2 |",
      "",
      "- [x] Ticked",
      "- [ ] Not yet",
      "",
      "Text[^1].",
      "",
      "[^1]: A note.",
    ].join("\n"),
  );
  const chart = {
    src: "/pictures/chart-480.webp",
    width: 480,
    height: 320,
    color: "#123456",
    sources: [{ type: "image/avif", srcSet: "/pictures/chart-480.avif 480w" }],
  };
  const [newer, older] = await renderPosts(check().posts, {
    "/images/chart.png": chart,
  });
  expect([newer!.title, older!.title]).toEqual(["Newer", "Older"]);
  expect(newer!.headings).toEqual([
    { id: "第一-part", text: "第一 Part" },
    { id: "second-part", text: "Second part" },
  ]);
  const html = newer!.html;
  expect(html).toContain(
    '<h2 id="第一-part">第一 Part<a class="heading-link" href="#第一-part"><span aria-hidden="true">#</span><span class="visually-hidden">Link to 第一 Part</span></a></h2>',
  );
  // Highlighted at build, in both themes, and scrollable from the keyboard.
  expect(html).toMatch(/<pre class="shiki[^"]*" style="[^"]*" tabindex="0">/);
  expect(html).toMatch(
    /<span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">SELECT<\/span>/i,
  );
  expect(html).toContain(
    '<picture><source type="image/avif" srcset="/pictures/chart-480.avif 480w" sizes="(max-width: 768px) calc(100vw - 2rem), 736px"><img src="/pictures/chart-480.webp" width="480" height="320" alt="A chart" loading="lazy" decoding="async" style="background-color:#123456"></picture>',
  );
  expect(html).toContain(
    '<div class="table-scroll" tabindex="0" role="region" aria-label="Table"><table>',
  );
  expect(html).toContain(
    '<h2 class="visually-hidden" id="footnote-label">Footnotes<a',
  );
  expect(html).toContain('aria-label="Back to reference 1"');
  expect(html).toMatch(
    /<input type="checkbox" checked disabled aria-label="Done">/,
  );
  expect(html).toMatch(/<input type="checkbox" disabled aria-label="To do">/);
  expect(newer!.tags).toEqual(["sql"]);
  expect(newer!.readingMinutes).toBe(1);
});

test("reading time counts the words of the text, in any script, not the front matter's", async () => {
  const words = (count: number) =>
    Array.from({ length: count }, (_, i) => `word${i}`).join(" ");
  // 690 words of text, 230 a minute; a description of 400 more words is not read as text.
  write("long.md", { ...FRONT, description: words(400) }, words(690));
  const [post] = await renderPosts(check().posts, {});
  expect(post!.readingMinutes).toBe(3);
});

test("a section named as a part of the page around it takes another id", async () => {
  write("ids.md", FRONT, "## Main\n\nText.");
  const [post] = await renderPosts(check().posts, {});
  expect(post!.headings).toEqual([{ id: "main-section", text: "Main" }]);
  expect(post!.html).toContain('<h2 id="main-section">');
});

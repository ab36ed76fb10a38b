// An owner writes. In a copy of the project, the posts of tests/fixtures/posts/ go into
// app/content/posts/ (code in two languages, a table, a picture, footnotes, a title in Japanese,
// a draft) and the first project names one of them as its story. The copy is built as the owner
// builds it and served; these tests read its blog as visitors, crawlers and feed readers do.
import { appendFileSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";

import { projects } from "../../app/content/projects";

import { axeViolations } from "./axe";
import { FEEDPARSER_INSTALLED, parseFeed } from "./feed-parser";
import { DRAFT, writeFixturePosts } from "./fixture-posts";
import { expect, test } from "./fixtures";
import {
  animationsSettled,
  horizontalOverflow,
  scriptAnswers,
} from "./page-helpers";
import { JAVA_INSTALLED, nuErrors } from "./nu-checker";
import { POPPLER_INSTALLED, pdfPages } from "./pdf-tools";
import { copyProject, run } from "./project-copy";
import { startServer } from "./server-process";
import type { ServerProcess } from "./server-process";
import { E2E_PORT } from "./site-url";

const PORT = E2E_PORT + 24;
// Where the owner's site says it is, for its absolute links: not where the tests reach it.
const SITE_URL = "https://writer.example";
const STORY_PROJECT = projects[0]!.name;
// The published posts, newest first, as their front matter dates them.
const PUBLISHED = [
  { slug: "migrations", title: "What a failed migration taught me" },
  {
    slug: "sql-compiler",
    title: "How the SQL compiler turns a query into a plan",
  },
  { slug: "hello-world", title: "はじめまして — 書き始める前に" },
];
const WIDTHS = [375, 1440];
const SCHEMES = ["dark", "light"] as const;

let dir: string;
let site: ServerProcess;

test.describe.configure({ mode: "serial", timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = copyProject("blog-");
  // The fixtures are the copy's only posts: no project tells the story of a post of the owner's.
  await writeFixturePosts(dir);
  appendFileSync(
    path.join(dir, "app/content/projects.ts"),
    `\nfor (const project of projects) Object.assign(project, { story: undefined });\nObject.assign(projects[0]!, { story: "sql-compiler" });\n`,
  );
  const build = await run("npm", ["run", "--silent", "build"], dir);
  expect(build.code, build.output).toBe(0);
  site = await startServer({
    port: PORT,
    cwd: dir,
    env: { REQUEST_LOG: "off", SITE_URL },
  });
});

test.afterAll(async () => {
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A page of the copy in a browser of the given width, scheme and JavaScript. */
async function open(
  browser: Browser,
  address: string,
  {
    width = 1440,
    scheme = "dark",
    javaScript = true,
  }: { width?: number; scheme?: string; javaScript?: boolean } = {},
) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled: javaScript,
    reducedMotion: "reduce",
  });
  await context.addCookies([
    { name: "scheme", value: scheme, url: site.origin },
  ]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${site.origin}${address}`);
  if (javaScript) await scriptAnswers(page);
  return { page, errors, close: () => context.close() };
}

const listedTitles = (page: Page) =>
  page.locator(".post-list h2").allTextContents();

test("the list shows the published posts newest first, with dates, reading time, description and tags, at any width, with JavaScript or without", async ({
  browser,
}) => {
  for (const width of WIDTHS)
    for (const javaScript of [true, false]) {
      const { page, errors, close } = await open(browser, "/blog", {
        width,
        javaScript,
      });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "My Blog",
      );
      expect(await listedTitles(page)).toEqual(PUBLISHED.map((p) => p.title));
      const first = page.locator(".post-list article").first();
      await expect(first.locator("time").first()).toHaveAttribute(
        "datetime",
        "2026-11-10",
      );
      await expect(first.locator("time").first()).toHaveText(
        "10 November 2026",
      );
      await expect(first.locator("time").nth(1)).toHaveAttribute(
        "datetime",
        "2026-11-20",
      );
      await expect(first).toContainText("1 min read");
      await expect(first).toContainText(
        "A schema change that locked a table for four minutes",
      );
      expect(await first.locator(".post-tags a").allTextContents()).toEqual([
        "#sql",
        "#postgres",
      ]);
      expect(await horizontalOverflow(page), `${width} px`).toBeLessThanOrEqual(
        0,
      );
      expect(errors).toEqual([]);
      await close();
    }
});

test("a tag lists its posts, as a document of its own and in place", async ({
  browser,
}) => {
  const html = await (await fetch(`${site.origin}/blog/tag/sql`)).text();
  const list = html.match(/<ol class="post-list">.*?<\/ol>/s)![0];
  expect(list).toContain("How the SQL compiler turns a query into a plan");
  expect(list).not.toContain("書き始める前に");
  for (const javaScript of [true, false]) {
    const { page, errors, close } = await open(browser, "/blog", {
      javaScript,
    });
    await page
      .getByRole("navigation", { name: "Filter posts by tag" })
      .getByRole("link", { name: "#sql" })
      .click();
    await expect(page).toHaveURL(/\/blog\/tag\/sql$/);
    await expect(page.locator(".post-list h2")).toHaveText([
      PUBLISHED[0]!.title,
      PUBLISHED[1]!.title,
    ]);
    await expect(
      page.getByRole("link", { name: "#sql" }).first(),
    ).toHaveAttribute("aria-current", "true");
    expect(errors).toEqual([]);
    await close();
  }
});

test("a post shows its title, dates, reading time, tags, contents, a picture the build made, a table and code highlighted in the scheme on show", async ({
  browser,
}) => {
  for (const scheme of SCHEMES)
    for (const width of WIDTHS) {
      const { page, errors, close } = await open(
        browser,
        "/blog/sql-compiler",
        {
          scheme,
          width,
        },
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        PUBLISHED[1]!.title,
      );
      await expect(page.locator(".post-facts time")).toHaveAttribute(
        "datetime",
        "2026-10-02",
      );
      await expect(page.locator(".post .post-tags a")).toHaveText([
        "#sql",
        "#compilers",
      ]);
      const contents = page.getByRole("navigation", { name: "Contents" });
      await expect(contents.getByRole("link")).toHaveText([
        "Reading the query",
        "Checking names",
        "Planning",
        "What is left",
      ]);
      // The code's keyword takes the theme of the scheme: GitHub's red, lighter on dark.
      const keyword = page
        .locator("pre.shiki span", { hasText: /^type$/ })
        .first();
      await expect(keyword).toHaveCSS(
        "color",
        scheme === "dark" ? "rgb(255, 123, 114)" : "rgb(207, 34, 46)",
      );
      const picture = page.locator(".post-body picture img");
      await expect(picture).toHaveAttribute(
        "alt",
        "The plan for a join of two tables, drawn as a tree",
      );
      await expect(picture).toHaveAttribute("loading", "lazy");
      await expect(picture).toHaveAttribute("width", "1600");
      await expect(
        page.locator(".post-body picture source").first(),
      ).toHaveAttribute("type", "image/avif");
      await expect(page.locator(".post-body table th").first()).toHaveText(
        "Mistake",
      );
      // The long line of code scrolls in its block; the page does not.
      expect(await horizontalOverflow(page), `${width} px`).toBeLessThanOrEqual(
        0,
      );
      expect(errors).toEqual([]);
      await close();
    }
});

test("code in a post runs left to right on a right-to-left page, a tag keeps its order, and the post fits a phone", async ({
  browser,
}) => {
  const { page, errors, close } = await open(browser, "/blog/sql-compiler", {
    width: 360,
  });
  // No post is in a right-to-left language yet: the page is turned as <html dir="rtl"> will
  // turn it (tests/e2e/right-to-left.spec.ts does the same to every page).
  await page.evaluate(() => {
    document.documentElement.dir = "rtl";
  });
  const code = await page.evaluate(() => {
    const block = document.querySelector(".post-body pre")!;
    const inline = document.querySelector(".post-body :not(pre) > code")!;
    // The block's first character, at the left of its first line.
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    const first = walker.nextNode()!;
    const range = document.createRange();
    range.setStart(first, 0);
    range.setEnd(first, 1);
    const character = range.getBoundingClientRect();
    const box = block.getBoundingClientRect();
    return {
      block: getComputedStyle(block).direction,
      inline: getComputedStyle(inline).direction,
      isolated: getComputedStyle(inline).unicodeBidi,
      fromLeft: character.left - box.left,
      fromRight: box.right - character.right,
    };
  });
  expect(code).toMatchObject({
    block: "ltr",
    inline: "ltr",
    isolated: "isolate",
  });
  expect(code.fromLeft).toBeLessThan(code.fromRight);
  // The page's own text runs the other way.
  await expect(page.locator(".post-body > p").first()).toHaveCSS(
    "direction",
    "rtl",
  );
  // "#sql", not "sql#": its first character at its left.
  const tag = await page
    .locator(".post .post-tags a")
    .first()
    .evaluate((link) => {
      const characters = [];
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (let index = 0; index < node.textContent!.length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          characters.push({
            character: node.textContent![index],
            x: range.getBoundingClientRect().x,
          });
        }
      return characters
        .sort((a, b) => a.x - b.x)
        .map(({ character }) => character)
        .join("");
    });
  expect(tag).toBe("#sql");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
  await close();
});

test("each section's heading links to itself, and the contents lead to it", async ({
  browser,
}) => {
  const { page, close } = await open(browser, "/blog/sql-compiler");
  const heading = page.getByRole("heading", { name: /^Planning/ });
  await expect(heading).toHaveAttribute("id", "planning");
  await expect(
    heading.getByRole("link", { name: "Link to Planning" }),
  ).toHaveAttribute("href", "#planning");
  await page
    .getByRole("navigation", { name: "Contents" })
    .getByRole("link", { name: "Planning" })
    .click();
  await expect(page).toHaveURL(/#planning$/);
  await expect(heading).toBeInViewport();
  await close();
});

test("a post leads to the older and the newer one, in the browser and without JavaScript, with its text each time", async ({
  browser,
}) => {
  for (const javaScript of [true, false]) {
    const { page, errors, close } = await open(browser, "/blog/sql-compiler", {
      javaScript,
    });
    const pager = page.getByRole("navigation", { name: "More posts" });
    await pager.getByRole("link", { name: /Newer/ }).click();
    await expect(page).toHaveURL(/\/blog\/migrations$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      PUBLISHED[0]!.title,
    );
    await expect(page.locator(".post-body")).toContainText(
      "forty million rows",
    );
    await expect(pager.getByRole("link", { name: /Newer/ })).toHaveCount(0);
    await pager.getByRole("link", { name: /Older/ }).click();
    await expect(page.locator(".post-body")).toContainText(
      "The lexer cuts the text",
    );
    if (javaScript) {
      // Back and forth in the browser's history, the text comes along each time.
      await page.goBack();
      await expect(page.locator(".post-body")).toContainText(
        "forty million rows",
      );
      await page.goBack();
      await expect(page.locator(".post-body")).toContainText(
        "The lexer cuts the text",
      );
    }
    expect(errors).toEqual([]);
    await close();
  }
});

test("the project's card offers its story, and the story leads back to the card, with JavaScript or without", async ({
  browser,
}) => {
  for (const javaScript of [true, false]) {
    const { page, errors, close } = await open(browser, "/portfolio", {
      javaScript,
    });
    await expect(
      page.getByRole("link", { name: /^Read the story/ }),
    ).toHaveCount(1);
    await page
      .getByRole("link", { name: `Read the story of ${STORY_PROJECT}` })
      .click();
    await expect(page).toHaveURL(/\/blog\/sql-compiler$/);
    await page
      .getByRole("link", { name: `${STORY_PROJECT}, in the portfolio` })
      .click();
    await expect(page).toHaveURL(/\/portfolio#project-/);
    await expect(
      page.locator(".project-card:target .project-card-name"),
    ).toHaveText(STORY_PROJECT);
    expect(errors).toEqual([]);
    await close();
  }
});

test("a draft is nowhere in the built site: not listed, not in the feeds or the sitemap, no card, its address a 404", async () => {
  const get = (address: string) => fetch(`${site.origin}${address}`);
  expect((await get(`/blog/${DRAFT.slug}`)).status).toBe(404);
  for (const address of [
    "/blog",
    "/blog/feed.xml",
    "/blog/feed.json",
    "/sitemap.xml",
  ])
    expect(await (await get(address)).text(), address).not.toContain(
      DRAFT.slug,
    );
  expect(await (await get("/blog/tag/notes")).text()).not.toContain(
    DRAFT.title,
  );
  const cards = JSON.parse(
    readFileSync(path.join(dir, "build/share-cards.json"), "utf8"),
  );
  expect(Object.keys(cards)).not.toContain(`/blog/${DRAFT.slug}`);
  const made = JSON.parse(
    readFileSync(path.join(dir, "build/posts.json"), "utf8"),
  );
  expect(made.map((post: { slug: string }) => post.slug)).toEqual(
    PUBLISHED.map((p) => p.slug),
  );
});

test("the menu has BLOG after PORTFOLIO on a phone and a desktop, and every page names the feeds", async ({
  browser,
}) => {
  for (const width of WIDTHS) {
    const { page, close } = await open(browser, "/about", { width });
    if (width < 800)
      await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("listitem")).toHaveText([
      "HOME",
      "ABOUT ME",
      "SKILLS",
      "RESUME",
      "PORTFOLIO",
      "BLOG",
      "CONTACT",
    ]);
    await nav.getByRole("link", { name: "BLOG" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await close();
  }
  const html = await (await fetch(`${site.origin}/skills`)).text();
  expect(html).toContain(
    '<link rel="alternate" type="application/atom+xml" title="My Blog | ',
  );
  expect(html).toContain('href="/blog/feed.xml"');
  expect(html).toContain('type="application/feed+json"');
});

test("a post tells crawlers and link previews it is an article: canonical, dates, author, its own share card, and a lastmod in the sitemap", async () => {
  const html = await (await fetch(`${site.origin}/blog/migrations`)).text();
  const origin = SITE_URL;
  expect(html).toContain(
    `<link rel="canonical" href="${origin}/blog/migrations"/>`,
  );
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toContain(
    '<meta property="article:published_time" content="2026-11-10"/>',
  );
  expect(html).toContain(
    '<meta property="article:modified_time" content="2026-11-20"/>',
  );
  const card = html.match(/<meta property="og:image" content="([^"]+)"/)![1]!;
  expect(card).toMatch(/\/share-cards\/blog-migrations-[0-9a-f]{10}\.png$/);
  const image = await fetch(`${site.origin}${new URL(card).pathname}`);
  expect(image.headers.get("content-type")).toBe("image/png");
  expect(
    await sharp(Buffer.from(await image.arrayBuffer())).metadata(),
  ).toMatchObject({ width: 1200, height: 630 });
  const data = JSON.parse(
    html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!,
  );
  expect(data).toMatchObject({
    "@type": "BlogPosting",
    headline: "What a failed migration taught me",
    datePublished: "2026-11-10",
    dateModified: "2026-11-20",
    url: `${origin}/blog/migrations`,
    author: { "@type": "Person", name: expect.any(String) },
  });
  // Each entry's lastmod follows its loc (and, on a site in several languages, its versions).
  const sitemap = await (await fetch(`${site.origin}/sitemap.xml`)).text();
  expect(sitemap).toContain(
    `<url><loc>${origin}/blog/migrations</loc><lastmod>2026-11-20</lastmod>`,
  );
  expect(sitemap).toContain(
    `<url><loc>${origin}/blog</loc><lastmod>2026-11-20</lastmod>`,
  );
});

test("a post's text is sent once: the page carries no data for a script to take it over", async () => {
  const html = await (await fetch(`${site.origin}/blog/sql-compiler`)).text();
  expect(html.split("The lexer cuts the text into tokens").length - 1).toBe(1);
  expect(html).not.toContain("streamController");
  expect(html).not.toContain("__reactRouterContext");
});

test("the list and a post are the same bytes for every visitor, whatever their cookies", async () => {
  for (const address of [
    "/blog",
    "/blog/tag/sql",
    "/blog/sql-compiler",
    "/blog/feed.xml",
  ]) {
    const bodies = new Set<string>();
    for (const cookie of [
      "",
      "accent=d0021b.e26372.d0021b; scheme=light",
      "scheme=dark",
    ]) {
      const answer = await fetch(`${site.origin}${address}`, {
        headers: { Cookie: cookie },
      });
      expect(answer.headers.get("cache-control"), address).toBe(
        "public, max-age=0, s-maxage=300",
      );
      bodies.add(await answer.text());
    }
    expect(bodies.size, address).toBe(1);
  }
});

test("no axe violations on the list and a post, in either scheme", async ({
  browser,
}) => {
  for (const scheme of SCHEMES) {
    const { page, close } = await open(browser, "/blog", { scheme });
    for (const address of [
      "/blog",
      "/blog/sql-compiler",
      "/blog/hello-world",
    ]) {
      if (address !== "/blog") {
        await page.goto(`${site.origin}${address}`);
        await scriptAnswers(page);
      }
      await animationsSettled(page);
      expect(await axeViolations(page), `${address}, ${scheme}`).toEqual([]);
    }
    await close();
  }
});

test("the Nu HTML checker finds no error in the list and the posts", async () => {
  // Skipped only where no Java runtime could be installed (npm test installs Debian's
  // default-jre-headless): the Nu checker is a Java program.
  test.skip(
    !JAVA_INSTALLED,
    "Java is not installed: the Nu HTML checker could not run",
  );
  const pages: Array<[string, string]> = [];
  for (const address of [
    "/blog",
    "/blog/tag/sql",
    ...PUBLISHED.map((p) => `/blog/${p.slug}`),
  ])
    pages.push([
      address,
      await (await fetch(`${site.origin}${address}`)).text(),
    ]);
  expect(nuErrors(pages)).toEqual([]);
});

test("the feeds hold every published post in full, with absolute links, dates and tags, as a feed reader's parser reads them", async () => {
  // Skipped only where Debian's python3-feedparser could not be installed (npm test installs it):
  // the feed is read by that parser, as feed readers read it.
  test.skip(
    !FEEDPARSER_INSTALLED,
    "python3-feedparser is not installed: the feed parser could not run",
  );
  const parsed = parseFeed(`${site.origin}/blog/feed.xml`);
  expect(parsed.bozo, parsed.problem).toBe(false);
  expect(parsed.version).toBe("atom10");
  expect(parsed.entries.map((entry) => entry.title)).toEqual(
    PUBLISHED.map((p) => p.title),
  );
  const compiler = parsed.entries[1]!;
  expect(compiler).toMatchObject({
    link: `${SITE_URL}/blog/sql-compiler`,
    id: `${SITE_URL}/blog/sql-compiler`,
    published: "2026-10-02",
    updated: "2026-10-02",
    tags: ["sql", "compilers"],
    summary: expect.stringContaining("What building a small SQL compiler"),
  });
  expect(compiler.author).toBeTruthy();
  expect(compiler.content).toContain("The lexer cuts the text into tokens");
  expect(compiler.content).toContain(`href="${SITE_URL}/blog/hello-world"`);
  expect(compiler.content).toContain(`src="${SITE_URL}/pictures/`);
  expect(compiler.content).not.toContain("Link to Planning");
  const json = await (await fetch(`${site.origin}/blog/feed.json`)).json();
  expect(json.version).toBe("https://jsonfeed.org/version/1.1");
  expect(json.items.map((item: { id: string }) => item.id)).toEqual(
    PUBLISHED.map((p) => `${SITE_URL}/blog/${p.slug}`),
  );
  expect(json.items[0]).toMatchObject({
    date_published: "2026-11-10T00:00:00.000Z",
    date_modified: "2026-11-20T00:00:00.000Z",
    tags: ["sql", "postgres"],
  });
});

test("a post prints as an article on A4, without the menu or the gear", async ({
  browser,
}) => {
  // Skipped only where poppler-utils could not be installed (npm test installs it): the printed
  // PDF cannot be read without pdftotext.
  test.skip(
    !POPPLER_INSTALLED,
    "poppler-utils is not installed: the printed PDF could not be read",
  );
  const { page, close } = await open(browser, "/blog/sql-compiler", {
    scheme: "dark",
  });
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  const pages = pdfPages(pdf, path.join(dir, "post.pdf"));
  const text = pages.join("\n");
  expect(text).toContain("How the SQL compiler turns");
  expect(text).toContain("The lexer cuts the text into tokens");
  for (const chrome of [
    "PORTFOLIO",
    "Skip to content",
    "Colours",
    "More posts",
    "Older",
  ])
    expect(text).not.toContain(chrome);
  // Long code lines wrap on paper instead of running off it.
  expect(text.replace(/\s+/g, " ")).toContain("value: word.toUpperCase() });");
  await close();
});

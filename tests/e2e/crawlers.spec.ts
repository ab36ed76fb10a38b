import { createHash } from "node:crypto";

import type { APIRequestContext } from "@playwright/test";

import { profile } from "../../app/content/profile";
import { socialLinks } from "../../app/content/social";
import type { Language } from "../../app/words/language";
import {
  LANGUAGES,
  languageAt,
  pathIn,
  unprefixed,
} from "../../app/words/language";
import { allowConsoleErrors, expect, test } from "./fixtures";
import { E2E_SITE_URL } from "./site-url";

const PAGES = ["/", "/about", "/skills", "/resume", "/portfolio", "/contact"];

// Crawlers see the same HTML at every screen size, so these run once.
test.describe("what crawlers read", () => {
  test("every page has its own title, description, canonical URL and preview tags", async ({
    request,
  }) => {
    const titles = new Set<string>();
    for (const path of PAGES) {
      const html = await (await request.get(path)).text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title!);
      expect(html, path).toMatch(
        /<meta name="description" content="[^"]{20,}"/,
      );
      const canonical = new URL(path, E2E_SITE_URL).href;
      expect(html, path).toContain(
        `<link rel="canonical" href="${canonical}"/>`,
      );
      for (const property of [
        "og:title",
        "og:description",
        "og:url",
        "og:image",
      ]) {
        expect(html, `${path} ${property}`).toContain(
          `<meta property="${property}" content="`,
        );
      }
      expect(html, path).toContain(
        '<meta name="twitter:card" content="summary_large_image"/>',
      );
      expect(html, path).toMatch(/<html lang="en"/);
    }
    expect(titles.size).toBe(PAGES.length);
  });

  test("every page has its own share card: a 1200x630 PNG under 100 KB, named by its content", async ({
    request,
  }) => {
    const cards = new Set<string>();
    for (const path of PAGES) {
      const html = await (await request.get(path)).text();
      const meta = (key: string) =>
        html.match(
          new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`),
        )?.[1];
      const image = meta("og:image");
      expect(image, path).toMatch(
        new RegExp(`^${E2E_SITE_URL}/share-cards/[a-z]+-[0-9a-f]{10}\\.png$`),
      );
      expect(meta("twitter:image"), path).toBe(image);
      expect(meta("og:image:width"), path).toBe("1200");
      expect(meta("og:image:height"), path).toBe("630");
      cards.add(image!);

      // The words say what the picture shows: the page's title, the owner and their work.
      const alt = decodeEntities(meta("og:image:alt") ?? "");
      expect(alt, path).toContain(profile.name);
      expect(alt, path).toContain(profile.jobTitle);
      if (path !== "/") {
        const heading = decodeEntities(
          html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1] ?? "",
        );
        expect(alt, path).toContain(heading);
      }

      const response = await request.get(new URL(image!).pathname);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const bytes = await response.body();
      expect(bytes.readUInt32BE(16), "width").toBe(1200);
      expect(bytes.readUInt32BE(20), "height").toBe(630);
      expect(bytes.length, image).toBeLessThan(100_000);
      const hash = createHash("sha256").update(bytes).digest("hex");
      expect(image, "named by the hash of its bytes").toContain(
        `-${hash.slice(0, 10)}.png`,
      );
    }
    expect(cards.size).toBe(PAGES.length);
  });

  test("the home page describes the owner as a schema.org Person", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const json = html.match(
      /<script type="application\/ld\+json">(.*?)<\/script>/,
    )?.[1];
    expect(json).toBeTruthy();
    const described = JSON.parse(json!) as Record<string, unknown>;
    expect(described["@context"]).toBe("https://schema.org");
    // On a site in several languages, the owner is in a graph with the site, which says its
    // language.
    const nodes = (described["@graph"] as object[] | undefined) ?? [described];
    const person = nodes.find(
      (node) => (node as Record<string, unknown>)["@type"] === "Person",
    );
    expect(person).toMatchObject({
      "@type": "Person",
      name: profile.name,
      jobTitle: profile.jobTitle,
      sameAs: socialLinks.map((link) => link.url),
    });
  });

  test("the sitemap lists the six pages with absolute URLs, in each language the site has", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const locs = [
      ...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g),
    ].map((m) => m[1]!);
    const pages = locs.filter(
      (loc) => !unprefixed(new URL(loc).pathname).path.startsWith("/blog"),
    );
    const inLanguage = (lang: Language) =>
      pages.filter((loc) => languageAt(new URL(loc).pathname) === lang);
    for (const lang of LANGUAGES)
      expect(inLanguage(lang), lang).toEqual(
        PAGES.map((path) => new URL(pathIn(lang, path), E2E_SITE_URL).href),
      );
    expect(pages).toHaveLength(PAGES.length * LANGUAGES.length);
    // The blog's addresses follow only once the owner has published a post (blog.spec.ts).
    if (!(await hasBlog(request))) expect(locs).toEqual(pages);
  });

  test("without a post, the blog is not there: its addresses answer 404, no page names a feed, and the menu keeps its six links", async ({
    request,
    page,
  }) => {
    // Skipped only where the owner has published a post: then the blog is there, as blog.spec.ts
    // proves on a copy with posts of its own; the shipped sample has none.
    test.skip(await hasBlog(request), "the owner has published posts");
    for (const path of ["/blog", "/blog/tag/sql", "/blog/hello-world"]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(404);
      expect(await answer.text(), path).toContain("Page Not Found");
    }
    for (const feed of ["/blog/feed.xml", "/blog/feed.json"])
      expect((await request.get(feed)).status(), feed).toBe(404);
    for (const path of PAGES)
      expect(await (await request.get(path)).text(), path).not.toContain(
        'rel="alternate"',
      );
    await page.goto("/about");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("listitem"),
    ).toHaveCount(6);
  });

  test("robots.txt allows crawling and points at the sitemap", async ({
    request,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });

  test("the icons and the web manifest exist", async ({ request }) => {
    const manifest = await request.get("/site.webmanifest");
    expect(manifest.headers()["content-type"]).toMatch(
      /^application\/manifest\+json/,
    );
    const { icons, name } = await manifest.json();
    expect(name).toContain(profile.name);
    const files = ["/favicon.ico", "/favicon.svg", "/apple-touch-icon.png"];
    for (const path of [
      ...files,
      ...icons.map((icon: { src: string }) => icon.src),
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test("no page requests a file that does not exist", async ({ page }) => {
    const missing: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400)
        missing.push(`${response.status()} ${response.url()}`);
    });
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(missing).toEqual([]);
  });
});

test("every page has one h1, headings in order, and the landmarks", async ({
  page,
  consoleErrors,
}) => {
  for (const path of [...PAGES, "/no-such-page"]) {
    await page.goto(path);
    const levels = await page
      .locator("h1, h2, h3, h4, h5, h6")
      .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
    expect(
      levels.filter((level) => level === 1),
      path,
    ).toHaveLength(1);
    expect(levels[0], path).toBe(1);
    for (let i = 1; i < levels.length; i++) {
      expect(
        levels[i]! - levels[i - 1]!,
        `${path}: heading ${i}`,
      ).toBeLessThanOrEqual(1);
    }
    for (const role of ["banner", "main", "contentinfo"] as const) {
      await expect(page.getByRole(role), `${path} ${role}`).toHaveCount(1);
    }
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1);
  }
  allowConsoleErrors(consoleErrors, /status of 404/);
});

function decodeEntities(text: string) {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** Whether the site has a blog: the owner has published at least one post. */
async function hasBlog(request: APIRequestContext) {
  return (await request.get("/blog")).status() === 200;
}

// @vitest-environment node
// The kept documents behind a real HTTP server: what is kept and how it is answered, what is
// answered 304, and what is never kept. Each document is "rendered" here as a short page that
// names its own address, so a test can tell which one was answered.
import { request } from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import type { ServerBuild } from "react-router";
import express from "express";

import { DOCUMENT_PATHS, keptDocuments } from "./documents";
import { eventually } from "../tests/support/eventually";
import { listen } from "../tests/support/listen";

// What a site in one language does, whatever languages the owner lists.
vi.mock("~/content/languages", async (original) =>
  (await import("../tests/support/first-language-only")).firstLanguageOnly(
    await original(),
  ),
);

const HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "public, max-age=0, s-maxage=300",
};

/** The routes as the app's build lists them: pages (with a component), a resource route (with
 * none), and the catch-all 404, each case-sensitive as app/routes.ts makes them. */
const component = { default: () => null };
const build = {
  routes: {
    root: { id: "root", path: "", module: component },
    "routes/_index": {
      id: "routes/_index",
      parentId: "root",
      index: true,
      caseSensitive: true,
      module: component,
    },
    "routes/about": {
      id: "routes/about",
      parentId: "root",
      path: "about",
      caseSensitive: true,
      module: component,
    },
    "routes/portfolio.($filter)": {
      id: "routes/portfolio.($filter)",
      parentId: "root",
      path: "portfolio/:filter?",
      caseSensitive: true,
      module: component,
    },
    "routes/healthz": {
      id: "routes/healthz",
      parentId: "root",
      path: "healthz",
      caseSensitive: true,
      module: {},
    },
    "routes/$": {
      id: "routes/$",
      parentId: "root",
      path: "*",
      caseSensitive: true,
      module: component,
    },
  },
} as unknown as ServerBuild;

const page = (path: string, status = path === "/404" ? 404 : 200) =>
  new Response(htmlOf(path), { status, headers: HEADERS });

/** A site whose documents come from `render`; whatever they pass on is answered "passed on". */
async function site(
  render: (path: string) => Promise<Response>,
  more: string[] = [],
) {
  const app = express();
  const documents = await keptDocuments(build, render, () => more);
  // Brotli is made once the pages are kept; the tests ask once it is there.
  await documents.compressed;
  app.use(documents);
  app.use((_request, response) => {
    response.status(299).send("passed on");
  });
  const server = await listen(app);
  onTestFinished(() => server.close());
  return server;
}

/** A request as a client sends it, and the body as received (still compressed, if it is). */
function get(
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
) {
  return new Promise<{
    status: number;
    headers: IncomingHttpHeaders;
    body: Buffer;
  }>((resolve, reject) => {
    request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}

test("every page is kept: answered with its status, headers, length and an ETag", async () => {
  const rendered: string[] = [];
  const { url } = await site(async (path) => {
    rendered.push(path);
    return page(path);
  });
  expect(rendered).toEqual([...DOCUMENT_PATHS, "/404"]);
  for (const path of DOCUMENT_PATHS) {
    const answer = await get(`${url}${path}`);
    expect(answer.status, path).toBe(200);
    expect(answer.body.toString(), path).toBe(htmlOf(path));
    expect(answer.headers["content-type"]).toBe(HEADERS["Content-Type"]);
    expect(answer.headers["cache-control"]).toBe(HEADERS["Cache-Control"]);
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["content-length"]).toBe(String(htmlOf(path).length));
    expect(answer.headers["content-encoding"]).toBeUndefined();
  }
  // Rendered once: asking again renders nothing more.
  expect(rendered).toHaveLength(DOCUMENT_PATHS.length + 1);
});

const htmlOf = (path: string) =>
  `<!DOCTYPE html><html><body><h1>${path}</h1></body></html>`;

test("the same page gives the same ETag on every instance, and another page another", async () => {
  const first = await site(async (path) => page(path));
  const second = await site(async (path) => page(path));
  const etag = async (url: string) => (await get(url)).headers.etag ?? "";
  // A hash of the bytes, in quotes: the same here as on any instance built from the same source.
  expect(await etag(`${first.url}/about`)).toBe(
    '"l5LhA8ZJ3jrWLUOPHILFhRcy57s"',
  );
  expect(await etag(`${second.url}/about`)).toBe(
    '"l5LhA8ZJ3jrWLUOPHILFhRcy57s"',
  );
  expect(await etag(`${first.url}/contact`)).not.toBe(
    await etag(`${first.url}/about`),
  );
});

test("a revalidation with the page's ETag is answered 304 without a body; a stale one gets the page", async () => {
  const { url } = await site(async (path) => page(path));
  const { headers } = await get(`${url}/about`);
  const etag = headers.etag!;
  const fresh = await get(`${url}/about`, { "If-None-Match": etag });
  expect(fresh.status).toBe(304);
  expect(fresh.body).toHaveLength(0);
  expect(fresh.headers.etag).toBe(etag);
  expect(fresh.headers["cache-control"]).toBe(HEADERS["Cache-Control"]);
  const stale = await get(`${url}/about`, { "If-None-Match": '"older"' });
  expect(stale.status).toBe(200);
  expect(stale.body.toString()).toBe(htmlOf("/about"));
});

test("each client gets the smallest encoding it takes at all, whatever weights it gives", async () => {
  const { url } = await site(async (path) => page(path));
  const html = htmlOf("/about");
  for (const [accepted, encoding] of [
    ["gzip, deflate, br, zstd", "br"],
    ["gzip;q=1, br;q=0.5", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["deflate", undefined],
    ["identity", undefined],
  ] as const) {
    const answer = await get(`${url}/about`, { "Accept-Encoding": accepted });
    expect(answer.headers["content-encoding"], accepted).toBe(encoding);
    expect(answer.headers["content-length"], accepted).toBe(
      String(answer.body.length),
    );
    const decoded =
      encoding === "br"
        ? brotliDecompressSync(answer.body)
        : encoding === "gzip"
          ? gunzipSync(answer.body)
          : answer.body;
    expect(decoded.toString(), accepted).toBe(html);
  }
});

test("each encoding's body has an ETag of its own, and a revalidation is answered 304 for its own alone", async () => {
  const { url } = await site(async (path) => page(path));
  const encodings = ["identity", "gzip", "br"];
  const etags = new Map<string, string>();
  for (const encoding of encodings) {
    const answer = await get(`${url}/about`, { "Accept-Encoding": encoding });
    expect(answer.headers.vary, encoding).toBe("Accept-Encoding");
    expect(answer.headers.etag, encoding).toMatch(/^"[\w-]+"$/);
    etags.set(encoding, answer.headers.etag!);
  }
  expect(new Set(etags.values()).size).toBe(3);
  for (const encoding of encodings)
    for (const [held, etag] of etags) {
      const answer = await get(`${url}/about`, {
        "Accept-Encoding": encoding,
        "If-None-Match": etag,
      });
      const what = `${held}'s ETag, asking for ${encoding}`;
      expect(answer.status, what).toBe(held === encoding ? 304 : 200);
      expect(answer.headers.etag, what).toBe(etags.get(encoding));
      expect(answer.headers.vary, what).toBe("Accept-Encoding");
    }
});

test("a HEAD gets the headers alone, its length the page's", async () => {
  const { url } = await site(async (path) => page(path));
  const answer = await get(`${url}/about`, {}, "HEAD");
  expect(answer.status).toBe(200);
  expect(answer.headers["content-length"]).toBe(
    String(htmlOf("/about").length),
  );
  expect(answer.body).toHaveLength(0);
});

test("a page's address with a trailing slash or a query is the page; a portfolio tab is a document of its own", async () => {
  const { url } = await site(async (path) => page(path));
  for (const [address, document] of [
    ["/", "/"],
    ["/about/", "/about"],
    ["/about?ref=card", "/about"],
    ["/portfolio?filter=2", "/portfolio"],
    ["/portfolio/2", "/portfolio/2"],
    ["/portfolio/3/?ref=x", "/portfolio/3"],
  ]) {
    const answer = await get(`${url}${address}`);
    expect(answer.status, address).toBe(200);
    expect(answer.body.toString(), address).toBe(htmlOf(document!));
  }
  // A tab the content does not have is no page of the portfolio's.
  const unknown = await get(`${url}/portfolio/99`);
  expect(unknown.status).toBe(404);
  expect(unknown.body.toString()).toBe(htmlOf("/404"));
});

test("an address with an empty segment, or in another letter case, is the 404: never a page, nor another host's", async () => {
  const { url } = await site(async (path) => page(path));
  for (const address of [
    "//",
    "//about",
    "///about",
    "//evil.example/contact",
    "/about//",
    "/portfolio//2",
    "/About",
    "/ABOUT/",
    "/Portfolio/2",
    "/HEALTHZ",
  ]) {
    const answer = await get(`${url}${address}`);
    expect(answer.status, address).toBe(404);
    expect(answer.body.toString(), address).toBe(htmlOf("/404"));
  }
});

test("an address is answered with the document the router renders there, however it is encoded", async () => {
  const { url } = await site(async (path) => page(path));
  for (const [address, document] of [
    ["/%61bout", "/about"],
    ["/portfolio/%32", "/portfolio/2"],
    ["/./about", "/about"],
    ["/contact/../about", "/about"],
  ]) {
    const answer = await get(`${url}${address}`);
    expect(answer.status, address).toBe(200);
    expect(answer.body.toString(), address).toBe(htmlOf(document!));
  }
});

test("an unknown address gets the kept 404 page; a resource route and the router's own requests are passed on", async () => {
  const { url } = await site(async (path) => page(path));
  for (const address of ["/no-such-page", "/about/more", "/%C3%A9t%C3%A9"]) {
    const answer = await get(`${url}${address}`);
    expect(answer.status, address).toBe(404);
    expect(answer.body.toString(), address).toBe(htmlOf("/404"));
  }
  for (const address of [
    "/healthz",
    "/about.data",
    "/_.data",
    "/portfolio/2.data",
    "/__manifest?paths=%2Fabout",
  ]) {
    const answer = await get(`${url}${address}`);
    expect(answer.status, address).toBe(299);
  }
});

test("a post is passed on: forms are the router's", async () => {
  const { url } = await site(async (path) => page(path));
  const response = await fetch(`${url}/contact`, { method: "POST", body: "" });
  expect(response.status).toBe(299);
});

test("a page that fails to render is never kept: it is passed on, and the log names it", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const { url } = await site(async (path) => {
    if (path === "/about") throw new Error("the content broke");
    if (path === "/skills") return page(path, 500);
    if (path === "/404") return page(path, 200);
    return page(path);
  });
  expect(errors.mock.calls).toEqual([
    ["Could not render /about: Error: the content broke"],
    ["Could not render /skills: [object Response]"],
    ["Could not render /404: [object Response]"],
  ]);
  expect((await get(`${url}/about`)).status).toBe(299);
  expect((await get(`${url}/skills`)).status).toBe(299);
  // Without its 404 page kept, an unknown address is passed on too.
  expect((await get(`${url}/no-such-page`)).status).toBe(299);
  expect((await get(`${url}/contact`)).status).toBe(200);
});

test("every page is rendered again each hour, so the footer's year turns over", async () => {
  vi.useFakeTimers({ toFake: ["setInterval"] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  let year = 2026;
  const { url } = await site(async (path) =>
    path === "/about"
      ? new Response(`© ${year}`, { headers: HEADERS })
      : page(path),
  );
  year = 2027;
  await vi.advanceTimersByTimeAsync(60 * 60 * 1000 - 1);
  expect((await get(`${url}/about`)).body.toString()).toBe("© 2026");
  await vi.advanceTimersByTimeAsync(1);
  await eventually(async () =>
    expect((await get(`${url}/about`)).body.toString()).toBe("© 2027"),
  );
});

test("the blog's documents are kept beside the pages; an address of a post never written is the 404", async () => {
  const rendered: string[] = [];
  const { url } = await site(
    async (path) => {
      rendered.push(path);
      return page(path);
    },
    ["/blog", "/blog/first-post"],
  );
  expect(rendered.slice(-3)).toEqual(["/blog", "/blog/first-post", "/404"]);
  expect((await get(`${url}/blog/first-post`)).body.toString()).toBe(
    htmlOf("/blog/first-post"),
  );
  const unwritten = await get(`${url}/blog/second-post`);
  expect(unwritten.status).toBe(404);
  expect(unwritten.body.toString()).toBe(htmlOf("/404"));
});

test("until a page has its Brotli it is sent in gzip, and in Brotli once it has", async () => {
  const app = express();
  const documents = await keptDocuments(build, async (path) => page(path));
  app.use(documents);
  const server = await listen(app);
  onTestFinished(() => server.close());
  const first = await get(`${server.url}/about`, {
    "Accept-Encoding": "br, gzip",
  });
  expect(first.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(first.body).toString()).toBe(htmlOf("/about"));
  await documents.compressed;
  const later = await get(`${server.url}/about`, {
    "Accept-Encoding": "br, gzip",
  });
  expect(later.headers["content-encoding"]).toBe("br");
  expect(brotliDecompressSync(later.body).toString()).toBe(htmlOf("/about"));
});

test("once told the app changed, the documents are rendered again when one is next asked for", async () => {
  let version = 1;
  const app = express();
  const documents = await keptDocuments(build, async (path) =>
    path === "/about"
      ? new Response(`about, version ${version}`, { headers: HEADERS })
      : page(path),
  );
  app.use(documents);
  const server = await listen(app);
  onTestFinished(() => server.close());
  version = 2;
  expect((await get(`${server.url}/about`)).body.toString()).toBe(
    "about, version 1",
  );
  documents.forget();
  expect((await get(`${server.url}/about`)).body.toString()).toBe(
    "about, version 2",
  );
});

/**
 * Kept documents whose /about says the app's `version`, served; the rendering of version 2 waits
 * at /about until `letGo` is called. `edit` tells of an edit, the app then at `next`.
 */
async function documentsWithASlowRendering() {
  let version = 1;
  let held: (() => void) | undefined;
  const app = express();
  const documents = await keptDocuments(build, async (path) => {
    if (path !== "/about") return page(path);
    const rendered = new Response(`about, version ${version}`, {
      headers: HEADERS,
    });
    if (version === 2) await new Promise<void>((resolve) => (held = resolve));
    return rendered;
  });
  app.use(documents);
  const server = await listen(app);
  onTestFinished(() => server.close());
  return {
    about: () => get(`${server.url}/about`),
    edit: (next: number) => {
      version = next;
      documents.forget();
    },
    /** Once the rendering of version 2 is waiting at /about. */
    holding: () => eventually(() => expect(held).toBeDefined()),
    letGo: () => held!(),
  };
}

test("a rendering an edit overtakes is never kept: what is asked for after the edit is rendered from it", async () => {
  const site = await documentsWithASlowRendering();
  site.edit(2);
  // A request begins a rendering, which is still at /about, from the app before the next edit...
  const early = site.about();
  await site.holding();
  // ...when the next edit is told, and another request has the pages rendered from it.
  site.edit(3);
  expect((await site.about()).body.toString()).toBe("about, version 3");
  // The first rendering ends last: what it made is not kept over the newer pages.
  site.letGo();
  expect((await early).body.toString()).toBe("about, version 3");
  expect((await site.about()).body.toString()).toBe("about, version 3");
});

test("a request waiting on a rendering that an edit overtakes gets the pages rendered after the edit", async () => {
  const site = await documentsWithASlowRendering();
  site.edit(2);
  const early = site.about();
  await site.holding();
  site.edit(3);
  site.letGo();
  expect((await early).body.toString()).toBe("about, version 3");
});

test("a page a visitor reads is a kept HTML page: not a feed, not the 404, not an address never kept", async () => {
  const documents = await keptDocuments(
    build,
    async (path) =>
      path.endsWith(".xml")
        ? new Response("<rss/>", {
            headers: { "Content-Type": "application/rss+xml" },
          })
        : page(path),
    () => ["/blog", "/blog/feed.xml"],
  );
  await documents.compressed;
  expect(documents.isPage("/")).toBe(true);
  expect(documents.isPage("/about")).toBe(true);
  expect(documents.isPage("/blog")).toBe(true);
  expect(documents.isPage("/blog/feed.xml")).toBe(false);
  expect(documents.isPage("/404")).toBe(false);
  expect(documents.isPage("/no-such-page")).toBe(false);
  expect(documents.isPage("/healthz")).toBe(false);
});

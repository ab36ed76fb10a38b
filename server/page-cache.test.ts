// @vitest-environment node
import { get } from "node:http";
import { gunzipSync } from "node:zlib";

import express from "express";

import { pageCache } from "./page-cache";
import { listen } from "./test-support";

type Options = Partial<Parameters<typeof pageCache>[0]>;

/**
 * A site built as the production one is: kept pages answered before Express, the rest through
 * the cache's middleware. Its renderer counts its renders and says which one made the page.
 */
async function siteWith(options: Options = {}) {
  let renders = 0;
  const pages = pageCache({
    maxEntries: 10,
    keyFor: (request) =>
      request.url === "/uncached" ? null : (request.url ?? "/"),
    // Requests for one key can differ in whether their answer may be shared.
    cacheControlFor: (request) =>
      request.headers.cookie ? "private, no-cache" : "public, s-maxage=300",
    render: async (request) => {
      renders += 1;
      if (request.path === "/missing") {
        return new Response("<p>not here</p>", {
          status: 404,
          headers: { "Content-Type": "text/html" },
        });
      }
      return new Response(`<p>${request.path} render ${renders}</p>`, {
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Security-Policy": "script-src 'self'",
        },
      });
    },
    ...options,
  });
  const app = express();
  app.use(pages.middleware);
  app.get("*", (_request, response) => {
    response.send("rendered without the cache");
  });
  let servedBeforeExpress = 0;
  const site = await listen((request, response) => {
    if (pages.serveKept(request, response)) {
      servedBeforeExpress += 1;
      return;
    }
    app(request, response);
  });
  return {
    ...site,
    renders: () => renders,
    servedBeforeExpress: () => servedBeforeExpress,
  };
}

test("a page is rendered once and then answered from memory, headers and all", async () => {
  const site = await siteWith();
  try {
    const first = await fetch(`${site.url}/about`);
    const second = await fetch(`${site.url}/about`);
    expect(await first.text()).toBe("<p>/about render 1</p>");
    expect(await second.text()).toBe("<p>/about render 1</p>");
    expect(second.headers.get("Content-Security-Policy")).toBe(
      "script-src 'self'",
    );
    expect(second.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    expect(site.renders()).toBe(1);
    expect(site.servedBeforeExpress()).toBe(1);
  } finally {
    await site.close();
  }
});

test("a kept page says for each request whether it may be shared, whoever asked first", async () => {
  const site = await siteWith();
  try {
    const personal = { headers: { Cookie: "accent=zzz" } };
    const first = await fetch(`${site.url}/about`, personal);
    const shared = await fetch(`${site.url}/about`);
    const again = await fetch(`${site.url}/about`, personal);
    expect(first.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(shared.headers.get("Cache-Control")).toBe("public, s-maxage=300");
    expect(again.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(site.renders()).toBe(1);
  } finally {
    await site.close();
  }
});

test("it answers in the encoding the client prefers, compressed once", async () => {
  const site = await siteWith();
  try {
    // Node's own client, which leaves the body as it was sent.
    const raw = (encoding: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        get(
          `${site.url}/skills`,
          { headers: { "Accept-Encoding": encoding } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("error", reject);
            response.on("end", () =>
              resolve({
                encoding: response.headers["content-encoding"],
                body: Buffer.concat(chunks),
              }),
            );
          },
        ).on("error", reject);
      });
    const gzip = await raw("gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe("<p>/skills render 1</p>");
    expect((await raw("gzip, br")).encoding).toBe("br");
    const plain = await raw("identity");
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe("<p>/skills render 1</p>");
    expect(site.renders()).toBe(1);
  } finally {
    await site.close();
  }
});

test("a client that has the page gets 304 for its ETag", async () => {
  const site = await siteWith();
  try {
    const first = await fetch(`${site.url}/resume`);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"/);
    const again = await fetch(`${site.url}/resume`, {
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Content-Security-Policy")).toBe(
      "script-src 'self'",
    );
    const other = await fetch(`${site.url}/resume`, {
      headers: { "If-None-Match": 'W/"old"' },
    });
    expect(other.status).toBe(200);
  } finally {
    await site.close();
  }
});

test("a burst of requests for a new page renders it once", async () => {
  const site = await siteWith();
  try {
    const bodies = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${site.url}/portfolio`).then((r) => r.text()),
      ),
    );
    expect(new Set(bodies)).toEqual(new Set(["<p>/portfolio render 1</p>"]));
    expect(site.renders()).toBe(1);
  } finally {
    await site.close();
  }
});

test("errors are passed on but never kept", async () => {
  const site = await siteWith();
  try {
    const first = await fetch(`${site.url}/missing`);
    expect(first.status).toBe(404);
    expect(await first.text()).toBe("<p>not here</p>");
    await fetch(`${site.url}/missing`);
    expect(site.renders()).toBe(2);
  } finally {
    await site.close();
  }
});

test("requests without a key go on to the site", async () => {
  const site = await siteWith();
  try {
    expect(await (await fetch(`${site.url}/uncached`)).text()).toBe(
      "rendered without the cache",
    );
    expect(site.renders()).toBe(0);
  } finally {
    await site.close();
  }
});

test("memory is bounded: past the limit the oldest page is dropped", async () => {
  const site = await siteWith({ maxEntries: 2 });
  try {
    for (const path of ["/a", "/b", "/c", "/a"]) await fetch(site.url + path);
    // /a was dropped to make room for /c, so it was rendered again.
    expect(site.renders()).toBe(4);
    await fetch(`${site.url}/c`);
    expect(site.renders()).toBe(4);
  } finally {
    await site.close();
  }
});

test("a kept page is rendered afresh once it is too old", async () => {
  let time = 0;
  const site = await siteWith({ maxAgeMs: 1000, now: () => time });
  try {
    await fetch(`${site.url}/about`);
    time = 999;
    await fetch(`${site.url}/about`);
    expect(site.renders()).toBe(1);
    time = 1000;
    expect(await (await fetch(`${site.url}/about`)).text()).toBe(
      "<p>/about render 2</p>",
    );
  } finally {
    await site.close();
  }
});

test("0 entries turns the cache off", async () => {
  const site = await siteWith({ maxEntries: 0 });
  try {
    expect(await (await fetch(`${site.url}/about`)).text()).toBe(
      "rendered without the cache",
    );
  } finally {
    await site.close();
  }
});

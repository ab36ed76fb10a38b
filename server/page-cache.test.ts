// @vitest-environment node
import { get } from "node:http";
import { gunzipSync } from "node:zlib";

import express from "express";
import type { ErrorRequestHandler } from "express";

import { pageCache } from "./page-cache";
import { listen } from "./test-support";

type Options = Partial<Parameters<typeof pageCache>[0]>;

/**
 * The cache on the path every request takes, as in the production server: what it does not
 * answer goes on to the site. Its renderer counts its renders and says which one made the
 * page; a cookie "accent=own" stands for a visitor's own accent.
 */
async function siteWith(options: Options = {}) {
  let renders = 0;
  const app = express();
  app.use(
    pageCache({
      maxEntries: 10,
      keyFor: (request) => (request.url === "/uncached" ? null : request.url),
      isShared: (request) => request.headers.cookie !== "accent=own",
      // Requests for one key can differ in whether their answer may be shared.
      cacheControlFor: (request) =>
        request.headers.cookie ? "private, no-cache" : "public, s-maxage=300",
      render: async (request) => {
        renders += 1;
        if (request.path === "/broken") throw new Error("the render failed");
        if (request.path === "/missing") {
          return new Response("<p>not here</p>", {
            status: 404,
            headers: {
              "Content-Type": "text/html",
              Vary: "Cookie",
              "Cache-Control": "private, no-cache",
            },
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
    }),
  );
  app.get("*", (_request, response) => {
    response.send("rendered by the site");
  });
  const answerErrors: ErrorRequestHandler = (
    _error,
    _request,
    response,
    _next,
  ) => {
    response.status(500).send("failed");
  };
  app.use(answerErrors);
  const site = await listen(app);
  return { ...site, renders: () => renders };
}

const status = (response: Response) => response.headers.get("Cache-Status");

/**
 * Node's own client, which leaves the body as it was sent and adds no headers of its own
 * (fetch adds Cache-Control: no-cache to a conditional request, as browsers do on reload).
 */
function raw(url: string, headers: Record<string, string>) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    }).on("error", reject);
  });
}

test("a page is rendered once and then answered from memory, headers and all", async () => {
  const site = await siteWith();
  try {
    const first = await fetch(`${site.url}/about`);
    const second = await fetch(`${site.url}/about`);
    expect(await first.text()).toBe("<p>/about render 1</p>");
    expect(await second.text()).toBe("<p>/about render 1</p>");
    expect(status(first)).toBe("page-cache; fwd=miss; stored");
    expect(status(second)).toBe("page-cache; hit");
    expect(second.headers.get("Content-Security-Policy")).toBe(
      "script-src 'self'",
    );
    expect(second.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    expect(site.renders()).toBe(1);
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
    const encoded = (encoding: string) =>
      raw(`${site.url}/skills`, { "Accept-Encoding": encoding }).then(
        (answer) => ({
          encoding: answer.headers["content-encoding"],
          body: answer.body,
        }),
      );
    const gzip = await encoded("gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe("<p>/skills render 1</p>");
    // Browsers list gzip first with the same weight: Brotli is still chosen.
    expect((await encoded("gzip, deflate, br")).encoding).toBe("br");
    expect((await encoded("br;q=0.5, gzip")).encoding).toBe("gzip");
    const plain = await encoded("identity");
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
    const again = await raw(`${site.url}/resume`, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers["etag"]).toBe(etag);
    expect(again.headers["cache-status"]).toBe("page-cache; hit");
    expect(again.headers["content-security-policy"]).toBe("script-src 'self'");
    const other = await raw(`${site.url}/resume`, {
      "If-None-Match": 'W/"old"',
    });
    expect(other.status).toBe(200);
  } finally {
    await site.close();
  }
});

test("a burst of requests for a new page renders it once", async () => {
  const site = await siteWith();
  try {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${site.url}/portfolio`)),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(bodies)).toEqual(new Set(["<p>/portfolio render 1</p>"]));
    expect(site.renders()).toBe(1);
    // One render stored the page; the rest waited for it, or came once it was kept.
    const statuses = answers.map(status);
    expect(
      statuses.filter((value) => value === "page-cache; fwd=miss; stored"),
    ).toHaveLength(1);
    expect(statuses).toContain("page-cache; fwd=miss; collapsed");
    for (const value of statuses)
      expect(value).toMatch(/^page-cache; (hit|fwd=miss; (stored|collapsed))$/);
  } finally {
    await site.close();
  }
});

test("errors are passed on with their own headers but never kept", async () => {
  const site = await siteWith();
  try {
    const first = await fetch(`${site.url}/missing`);
    expect(first.status).toBe(404);
    expect(await first.text()).toBe("<p>not here</p>");
    expect(first.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(first.headers.get("Vary")).toBe("Cookie");
    expect(first.headers.get("Content-Type")).toBe("text/html");
    expect(status(first)).toBe("page-cache; fwd=miss; fwd-status=404");
    await fetch(`${site.url}/missing`);
    expect(site.renders()).toBe(2);
  } finally {
    await site.close();
  }
});

test("a render that throws is answered as an error at once, and tried again next time", async () => {
  const site = await siteWith();
  try {
    const answer = await fetch(`${site.url}/broken`, {
      signal: AbortSignal.timeout(2000),
    });
    expect(answer.status).toBe(500);
    await fetch(`${site.url}/broken`, { signal: AbortSignal.timeout(2000) });
    expect(site.renders()).toBe(2);
  } finally {
    await site.close();
  }
});

test("requests without a key go on to the site", async () => {
  const site = await siteWith();
  try {
    expect(await (await fetch(`${site.url}/uncached`)).text()).toBe(
      "rendered by the site",
    );
    expect(site.renders()).toBe(0);
  } finally {
    await site.close();
  }
});

test("a page in a visitor's own accent is left to the site and never kept", async () => {
  const site = await siteWith({ maxEntries: 3 });
  try {
    await fetch(`${site.url}/about`);
    for (let i = 0; i < 50; i++) {
      const own = await fetch(`${site.url}/about`, {
        headers: { Cookie: "accent=own" },
      });
      expect(await own.text()).toBe("rendered by the site");
      expect(status(own)).toBe("page-cache; fwd=bypass; detail=own-accent");
    }
    // However many visitors chose their own accent, the shared page is still kept.
    expect(status(await fetch(`${site.url}/about`))).toBe("page-cache; hit");
    expect(site.renders()).toBe(1);
  } finally {
    await site.close();
  }
});

test("past its bound the page used least recently is dropped", async () => {
  const site = await siteWith({ maxEntries: 2 });
  try {
    for (const path of ["/a", "/b", "/a", "/c"]) await fetch(site.url + path);
    expect(site.renders()).toBe(3);
    // /a was used after /b, so /b made room for /c.
    expect(status(await fetch(`${site.url}/a`))).toBe("page-cache; hit");
    expect(status(await fetch(`${site.url}/c`))).toBe("page-cache; hit");
    expect(status(await fetch(`${site.url}/b`))).toBe(
      "page-cache; fwd=miss; stored",
    );
  } finally {
    await site.close();
  }
});

test("memory is bounded in bytes as well", async () => {
  // Each page is kept three times over (plain, gzip, Brotli): two fit in 120 bytes, not three.
  const site = await siteWith({ maxBytes: 120 });
  try {
    for (const path of ["/a", "/b", "/c", "/a"]) await fetch(site.url + path);
    expect(site.renders()).toBe(4);
  } finally {
    await site.close();
  }
});

test("a kept page is rendered afresh after an hour", async () => {
  const start = 1_000_000;
  let time = start;
  // lru-cache keeps the time it last read for a millisecond (a timer clears it); a jump of the
  // clock counts only once that timer has run, and a later timer runs after it.
  const setClock = async (minutes: number) => {
    time = start + minutes * 60 * 1000;
    await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const site = await siteWith({ perf: { now: () => time } });
  try {
    await fetch(`${site.url}/about`);
    await setClock(59);
    await fetch(`${site.url}/about`);
    expect(site.renders()).toBe(1);
    await setClock(61);
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
    const answer = await fetch(`${site.url}/about`);
    expect(await answer.text()).toBe("rendered by the site");
    expect(status(answer)).toBeNull();
  } finally {
    await site.close();
  }
});

import { spawn } from "node:child_process";
import { request as httpRequest } from "node:http";

import { filters } from "../../app/content/projects";
import { filterPath } from "../../app/routes/portfolio.($filter)/portfolio-filter";
import { E2E_EMAIL_ENV } from "./email-service-env";
import { dataDir, expect, test } from "./fixtures";
import {
  DOCUMENTS,
  firstLoadScripts,
  TAB_PATH,
  UNKNOWN_PATH,
} from "./page-helpers";
import { formBody, rawRequest } from "./raw-http";
import { E2E_PORT } from "./site-url";

const contactFields = (title: string) => ({
  name: "Ann Example",
  email: "ann@example.com",
  title,
  message: "Hello",
});

// What the server answers, as any HTTP client sees it; once, at one screen size.
test.describe("the production server", () => {
  test("pages carry an enforced policy with script hashes and the security headers", async ({
    request,
  }) => {
    const response = await request.get("/");
    const headers = response.headers();
    const policy = headers["content-security-policy"]!;
    // The page's own scripts are named for the browser to fetch at once, as React Router
    // writes them (see the browser test in pages).
    const html = await response.text();
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(0);
    for (const preload of preloads) expect(preload).not.toContain("media=");
    expect(html).toContain('<script type="module"');
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(headers["content-security-policy-report-only"]).toBeUndefined();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toBeTruthy();
    expect(headers["x-powered-by"]).toBeUndefined();
    // The site's public address in these tests is HTTPS, so browsers are told to keep to it.
    expect(headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  test("every page, each portfolio tab and the 404 are the same bytes for every visitor, whatever their cookies", async ({
    request,
  }) => {
    const visitors = [
      "",
      "accent=4a90e2.4a90e2.3b72b4",
      "accent=000000.8c8c8c.000000; theme=x",
      "accent=not-a-colour",
      "scheme=light",
      "scheme=system; accent=d0021b.e26372.d0021b",
      "scheme=dark",
      "scheme=sepia",
    ];
    for (const path of [...DOCUMENTS, "/_.data"]) {
      const answers = await Promise.all(
        visitors.map(async (cookie) => {
          const response = await request.get(path, {
            headers: { Cookie: cookie },
          });
          return `${response.status()} ${response.headers()["etag"] ?? ""} ${await response.text()}`;
        }),
      );
      expect(new Set(answers).size, path).toBe(1);
    }
  });

  test("a page is compressed ahead, shareable by any cache, and answered with 304 when unchanged", async ({
    request,
  }) => {
    for (const [encoding, expected] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const get = () =>
        request.get(TAB_PATH, {
          headers: {
            "Accept-Encoding": encoding,
            Cookie: "accent=4a90e2.4a90e2.3b72b4; scheme=light",
          },
        });
      // Brotli is made in the moments after the server is up, gzip before.
      await expect
        .poll(async () => (await get()).headers()["content-encoding"])
        .toBe(expected);
      const headers = (await get()).headers();
      expect(headers["cache-control"]).toBe("public, max-age=0, s-maxage=300");
      expect(headers["vary"]).toBe("Accept-Encoding");
    }
    const etag = (await request.get("/about")).headers()["etag"]!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request.get("/about", {
      headers: {
        "If-None-Match": etag,
        Cookie: "accent=d0021b.e26372.d0021b; scheme=dark",
      },
    });
    expect(again.status()).toBe(304);
    const unknown = await request.get(UNKNOWN_PATH);
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()["cache-control"]).toBe(
      "public, max-age=0, s-maxage=300",
    );
  });

  test("each encoding of a page is a representation of its own: its own ETag, and 304 for that one alone", async ({
    request,
  }) => {
    const get = (encoding: string, etag?: string) =>
      request.get(filterPath(filters[1]!.id), {
        headers: {
          "Accept-Encoding": encoding,
          ...(etag && { "If-None-Match": etag }),
        },
      });
    // Brotli is made in the moments after the server is up.
    await expect
      .poll(async () => (await get("br")).headers()["content-encoding"])
      .toBe("br");
    const etags: Record<string, string> = {};
    for (const encoding of ["identity", "gzip", "br"]) {
      const { etag, vary } = (await get(encoding)).headers();
      expect(vary, encoding).toBe("Accept-Encoding");
      expect(etag, encoding).toMatch(/^"[\w-]+"$/);
      etags[encoding] = etag!;
    }
    expect(new Set(Object.values(etags)).size).toBe(3);
    for (const [held, etag] of Object.entries(etags))
      for (const encoding of Object.keys(etags)) {
        const again = await get(encoding, etag);
        const what = `${held}'s ETag, asking for ${encoding}`;
        expect(again.status(), what).toBe(held === encoding ? 304 : 200);
        expect(again.headers()["etag"], what).toBe(etags[encoding]);
      }
  });

  test("a post to an address that takes no form gets a 405 in plain text, naming GET and HEAD", async ({
    request,
  }) => {
    for (const path of [
      "/robots.txt",
      "/sitemap.xml",
      "/healthz",
      "/about",
      "/about.data",
      "/_.data",
      filterPath(filters[1]!.id),
      "/no-such-page",
    ]) {
      const answer = await request.post(path, { form: { a: "1" } });
      expect(answer.status(), path).toBe(405);
      expect(answer.headers()["allow"], path).toBe("GET, HEAD");
      expect(answer.headers()["content-type"], path).toBe(
        "text/plain; charset=utf-8",
      );
      expect(await answer.text(), path).toBe(
        "This address takes no form: only GET and HEAD.",
      );
    }
  });

  test("a tab's old address, /portfolio?filter=N, is sent once to the tab's own, which shows it", async ({
    request,
  }) => {
    for (const { id } of filters) {
      const old = `/portfolio?filter=${id}&ref=shared`;
      const answer = await request.get(old, { maxRedirects: 0 });
      expect(answer.status(), old).toBe(301);
      const location = answer.headers()["location"]!;
      expect(location, old).toBe(`${filterPath(id)}?ref=shared`);
      const tab = await request.get(location, { maxRedirects: 0 });
      expect(tab.status(), location).toBe(200);
      expect(await tab.text(), location).toBe(
        await (await request.get(filterPath(id))).text(),
      );
    }
  });

  test("a page and its route data agree at every spelling of an address: both answered, or both a 404", async ({
    baseURL,
  }) => {
    const tab = filterPath(filters[1]!.id);
    const cases: Array<[string, number]> = [
      ["/", 200],
      ["/about", 200],
      ["/about/", 200],
      ["/%61bout", 200],
      ["/a/../about", 200],
      [tab, 200],
      [`${tab}/`, 200],
      ["//", 404],
      ["//about", 404],
      ["/about//", 404],
      ["/About", 404],
      ["/ABOUT/", 404],
      [`/Portfolio${tab.slice("/portfolio".length)}`, 404],
      [`${tab.replace(/\/(\d+)$/, "/0$1")}`, 404],
      ["/no-such-page", 404],
    ];
    for (const [path, status] of cases) {
      const data = path.endsWith("/") ? `${path}_.data` : `${path}.data`;
      const page = await rawRequest(`${baseURL}${path}`);
      const itsData = await rawRequest(`${baseURL}${data}`);
      expect(page.status, path).toBe(status);
      expect(itsData.status, data).toBe(status);
    }
  });

  test("the answer to a form is never stored", async ({ request }) => {
    const response = await request.post("/contact", {
      form: { name: "", email: "", title: "", message: "" },
    });
    expect(response.status()).toBe(400);
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("fingerprinted assets are kept for a year, compressed; other files briefly", async ({
    request,
  }) => {
    // The largest script the home page loads (small ones are not worth compressing).
    const [largest] = (await firstLoadScripts(request, "/")).sort(
      (a, b) => b.source.length - a.source.length,
    );
    const asset = await request.get(largest!.url, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(asset.headers()["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(asset.headers()["content-encoding"]).toBe("gzip");
    expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
    const icon = await request.get("/favicon.svg");
    expect(icon.headers()["cache-control"]).toBe("public, max-age=3600");
    expect(icon.headers()["content-security-policy"]).toMatch(
      /default-src 'none'/,
    );
  });

  test("public/'s text files are compressed ahead, as a file is: HEAD and 304 alike", async ({
    request,
  }) => {
    // Smaller than anything compressed as it is sent (1 KB): only a file compressed ahead is.
    const plain = await request.get("/favicon.svg", {
      headers: { "Accept-Encoding": "identity" },
    });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    expect(plain.headers()["vary"]).toBe("Accept-Encoding");
    expect((await plain.body()).length).toBeLessThan(1024);
    for (const [encoding, expected] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const headers = { "Accept-Encoding": encoding };
      for (const method of ["GET", "HEAD"] as const) {
        const answer = await request.fetch("/favicon.svg", { method, headers });
        expect(answer.status()).toBe(200);
        expect(answer.headers()["content-encoding"], method).toBe(expected);
        expect(answer.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
        expect(answer.headers()["vary"]).toBe("Accept-Encoding");
      }
      const { etag } = (
        await request.get("/favicon.svg", { headers })
      ).headers();
      const again = await request.get("/favicon.svg", {
        headers: { ...headers, "If-None-Match": etag! },
      });
      expect(again.status()).toBe(304);
    }
  });

  test("what no page can use gets a 4xx, never a 500", async ({
    request,
    baseURL,
  }) => {
    expect((await request.fetch("/about", { method: "PUT" })).status()).toBe(
      405,
    );
    const huge = await request.post("/contact", {
      data: "x".repeat(70 * 1024),
    });
    expect(huge.status()).toBe(413);
    const json = await request.post("/contact", { data: { name: "a" } });
    expect(json.status()).toBe(415);
    const accent = await request.post("/resources/colors", { data: "%%%" });
    expect(accent.status()).toBe(400);
    expect((await request.post("/about", { form: { a: "1" } })).status()).toBe(
      405,
    );
    const chunked = await new Promise<number>((resolve, reject) => {
      const post = httpRequest(
        `${baseURL}/contact`,
        { method: "POST" },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      post.on("error", reject);
      post.write("name=a");
      post.end();
    });
    expect(chunked).toBe(411);
  });

  test("the health check answers OK and is not cached", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe("OK");
    expect(response.headers()["cache-control"]).toBe("no-store");
  });
});

// Processes of their own, one after the other on one port of the test's block.
test.describe("starting and stopping", () => {
  test.describe.configure({ mode: "serial" });
  const port = E2E_PORT + 8;

  test("stopping `npm start` stops the server, as a process manager would stop it", async () => {
    test.setTimeout(30_000);
    const data = dataDir();
    const npm = spawn("npm", ["start", "--silent"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: data.dir,
      },
    });
    npm.on("exit", data.remove);
    const exited = new Promise<number | null>((resolve) =>
      npm.on("exit", resolve),
    );
    const home = () =>
      fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.status,
        () => "refused",
      );
    try {
      await expect.poll(home, { timeout: 15_000 }).toBe(200);
      // Only npm's own process is signalled: the server must stop with it, not linger.
      npm.kill("SIGTERM");
      expect(await exited).toBe(0);
      await expect.poll(home, { timeout: 5_000 }).toBe("refused");
    } finally {
      npm.kill("SIGKILL");
    }
  });

  test("on SIGTERM it finishes the request in flight, logs each request once, and exits 0", async ({
    request,
  }) => {
    test.setTimeout(30_000);
    const data = dataDir();
    const server = spawn(process.execPath, ["build/server.js"], {
      env: {
        ...process.env,
        ...E2E_EMAIL_ENV,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: data.dir,
      },
    });
    let log = "";
    server.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      server.on("exit", resolve),
    );
    try {
      await expect
        .poll(
          async () =>
            (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))
              ?.status,
          // A busy machine can take a while to start it.
          { timeout: 15_000 },
        )
        .toBe(200);
      await request.get(`http://127.0.0.1:${port}/about`);

      // A visitor whose message is still on its way: the server has its headers, not its body.
      let sendBody = () => {};
      let headersTaken = () => {};
      const taken = new Promise<void>((resolve) => (headersTaken = resolve));
      const inFlight = rawRequest(`http://127.0.0.1:${port}/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: formBody(contactFields(`Still there? ${Date.now()}`)),
        bodyAfter: new Promise<void>((resolve) => (sendBody = resolve)),
        headersTaken,
      });
      await expect.poll(() => log).toMatch(/^GET \/about 200 /m);
      await taken;
      const stopAsked = Date.now();
      server.kill("SIGTERM");
      await expect.poll(() => log).toMatch(/^SIGTERM: finishing/m);
      sendBody();

      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(await exited).toBe(0);
      expect(Date.now() - stopAsked).toBeLessThan(10_000);
      expect(log).toMatch(/^GET \/about 200 /m);
      expect(log).toMatch(/^POST \/contact 200 /m);
      expect(log).toMatch(/^GET \/healthz 200 /m);
      expect(log).toMatch(/Stopped after \d+ ms/);
    } finally {
      server.kill("SIGKILL");
      server.on("exit", data.remove);
    }
  });
});

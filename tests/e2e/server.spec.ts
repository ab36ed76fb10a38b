import { spawn } from "node:child_process";
import { request as httpRequest } from "node:http";

import { E2E_EMAIL_ENV, receivedTitled } from "./email-service-env";
import { expect, test } from "./fixtures";
import { firstLoadScripts } from "./page-helpers";
import { E2E_PORT } from "./site-url";

// What the server answers, as any HTTP client sees it; once, at one screen size.
test.describe("the production server", { tag: "@desktop" }, () => {
  test("pages carry an enforced policy with script hashes and the security headers", async ({
    request,
  }) => {
    const response = await request.get("/");
    const headers = response.headers();
    const policy = headers["content-security-policy"]!;
    // The page's own scripts are named for the browser to fetch at once, as Remix writes
    // them (see the browser test in pages).
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

  test("a page is compressed, shareable by a CDN, and answered with 304 when unchanged", async ({
    request,
  }) => {
    const response = await request.get("/portfolio", {
      headers: { "Accept-Encoding": "br, gzip" },
    });
    const headers = response.headers();
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["cache-control"]).toBe("public, max-age=0, s-maxage=300");
    expect(headers["vary"]).toMatch(/Cookie/);
    const etag = headers["etag"]!;
    expect(etag).toBeTruthy();
    const again = await request.get("/portfolio", {
      headers: { "If-None-Match": etag },
    });
    expect(again.status()).toBe(304);
  });

  test("a page in a visitor's own accent is never shared", async ({
    request,
  }) => {
    const cookie = "accent=d0021b";
    const response = await request.get("/about", {
      headers: { Cookie: cookie },
    });
    expect(response.headers()["cache-control"]).toBe("private, no-cache");
    expect(await response.text()).toContain("--main-color:#d0021b");
    // ...and the shared page is still the default one.
    const shared = await request.get("/about", { headers: { Cookie: "" } });
    expect(await shared.text()).toContain("--main-color:#5dff40");
  });

  test("a page kept for the default accent is shared or not by each request's own cookie", async ({
    request,
  }) => {
    // A cookie that reads as no accent of its own still marks the request as personal.
    for (const [cookie, expected] of [
      ["accent=not-a-colour", "private, no-cache"],
      ["", "public, max-age=0, s-maxage=300"],
      ["accent=not-a-colour", "private, no-cache"],
    ] as const) {
      const response = await request.get("/resume", {
        headers: { Cookie: cookie },
      });
      expect(response.headers()["cache-control"], cookie).toBe(expected);
      expect(await response.text()).toContain("--main-color:#5dff40");
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

  test("what no page can use gets a 4xx, never a 500", async ({
    request,
    baseURL,
  }) => {
    expect((await request.fetch("/about", { method: "PUT" })).status()).toBe(
      405,
    );
    expect((await request.fetch("/about", { method: "DELETE" })).status()).toBe(
      405,
    );
    const huge = await request.post("/contact", {
      data: "x".repeat(70 * 1024),
    });
    expect(huge.status()).toBe(413);
    const json = await request.post("/contact", { data: { name: "a" } });
    expect(json.status()).toBe(400);
    const broken = await request.post("/contact", {
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      data: "--x\r\nnot a part",
    });
    expect(broken.status()).toBe(400);
    const accent = await request.post("/resources/accent", { data: "%%%" });
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

  test("the default and preset accents' pages stay kept, however many visitors choose their own", async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const first = await request.get("/skills");
    expect(first.headers()["cache-status"]).toMatch(
      /^page-cache; (hit|fwd=miss; (stored|collapsed))$/,
    );
    const preset = await request.get("/skills", {
      headers: { Cookie: "accent=4a90e2" },
    });
    expect(preset.headers()["cache-status"]).toMatch(/^page-cache; /);
    // More custom accents than the store has room for pages.
    for (let i = 0; i < 600; i++) {
      const accent = (0x100000 + i * 7).toString(16);
      const own = await request.get("/skills", {
        headers: { Cookie: `accent=${accent}` },
      });
      expect(own.headers()["cache-status"]).toBe(
        "page-cache; fwd=bypass; detail=own-accent",
      );
      expect(own.headers()["cache-control"]).toBe("private, no-cache");
    }
    expect(
      (await request.get("/skills", { headers: { Cookie: "" } })).headers()[
        "cache-status"
      ],
    ).toBe("page-cache; hit");
    expect(
      (
        await request.get("/skills", { headers: { Cookie: "accent=4a90e2" } })
      ).headers()["cache-status"],
    ).toBe("page-cache; hit");
  });
});

// Processes of their own, one after the other on one port of the test's block.
test.describe("starting and stopping", { tag: "@desktop" }, () => {
  test.describe.configure({ mode: "serial" });
  const port = E2E_PORT + 8;

  test("stopping `npm start` stops the server, as a process manager would stop it", async () => {
    test.setTimeout(30_000);
    const npm = spawn("npm", ["start", "--silent"], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    });
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
    const server = spawn(process.execPath, ["build/server.js"], {
      env: {
        ...process.env,
        ...E2E_EMAIL_ENV,
        PORT: String(port),
        HOST: "127.0.0.1",
        // The email service double never answers this message, so the request stays in
        // flight until the relay gives up.
        EMAILJS_TIMEOUT_MS: "1500",
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

      const stillThere = `Still there? ${Date.now()} [double:hang]`;
      const inFlight = request.post(`http://127.0.0.1:${port}/contact`, {
        form: {
          name: "Ann Example",
          email: "ann@example.com",
          title: stillThere,
          message: "Hello",
        },
      });
      // Stop only once the message has reached the service, so it is surely in flight.
      await expect.poll(() => receivedTitled(stillThere)).toHaveLength(1);
      const stopAsked = Date.now();
      server.kill("SIGTERM");

      const answer = await inFlight;
      expect(answer.status()).toBe(502);
      expect(await exited).toBe(0);
      expect(Date.now() - stopAsked).toBeLessThan(10_000);
      expect(log).toMatch(/^GET \/about 200 /m);
      expect(log).toMatch(/^POST \/contact 502 /m);
      expect(log).toMatch(/^GET \/healthz 200 /m);
      // The health check's own request for the home page is the one request not logged.
      expect(log).not.toMatch(/health-check/);
      expect(log).toMatch(/Stopped after \d+ ms/);
    } finally {
      server.kill("SIGKILL");
    }
  });
});

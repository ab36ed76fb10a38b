// What an outside probe sends the production server, and what it must get back: a short 4xx
// for anything malformed or cross-site (never a 500, at most one log line), no redirect off the
// site, a health check nobody can break, limits that keep clients apart, and a clean stop.
import { execFile } from "node:child_process";
import { Agent } from "node:http";
import { connect } from "node:net";
import { promisify } from "node:util";

import { receivedTitled } from "./email-service-env";
import { dataDir, expect, test } from "./fixtures";
import { formBody, rawExchange, rawRequest } from "./raw-http";
import { startServer } from "./server-process";
import type { ServerProcess } from "./server-process";
import { E2E_PORT } from "./site-url";

const PORT = E2E_PORT + 2;
const SITE_URL = "https://portfolio.example";
// Small enough to reach in a test.
const ACCENT_LIMIT = 3;

test.describe.configure({ mode: "serial" });

let server: ServerProcess;
// The server's messages, read as the owner reads them.
const data = dataDir();

test.beforeAll(async () => {
  server = await startServer({
    port: PORT,
    env: {
      SITE_URL,
      ACCENT_RATE_LIMIT_MAX: String(ACCENT_LIMIT),
      MAX_CONNECTIONS_PER_CLIENT: "4",
      DATA_DIR: data.dir,
    },
  });
});

test.afterAll(async () => {
  await server.stop();
  data.remove();
});

/** The subjects of the messages the server has kept, from `npm run messages -- export`. */
async function keptTitles() {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["build/messages.js", "export"],
    { env: { ...process.env, DATA_DIR: data.dir } },
  );
  return (JSON.parse(stdout) as Array<{ title: string }>).map(
    (message) => message.title,
  );
}

const contactFields = (title: string) => ({
  name: "Ann Example",
  email: "ann@example.com",
  title,
  message: "Hello",
});

/**
 * Log lines written while `act` ran, up to and including the line of its last request, which
 * starts with `lastLine` (such as "GET /about "). The line is written once the answer has been
 * sent, and a busy machine may pass it on later still: waiting for it, rather than for a fixed
 * time, keeps one request's line out of the next request's count.
 */
async function logDuring(
  act: () => Promise<void>,
  lastLine: string,
): Promise<string> {
  const before = server.output().length;
  await act();
  const written = () =>
    server
      .output()
      .slice(before)
      .split("\n")
      .some((line) => line.startsWith(lastLine));
  await expect
    .poll(written, { message: `a log line "${lastLine}…"` })
    .toBe(true);
  // Anything the request writes after its line (a second line, a stack trace) follows at once.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return server.output().slice(before);
}

test.describe("an outside probe", () => {
  test("no accent form can send a visitor to another site", async () => {
    for (const [i, redirectTo] of [
      "/.//evil.example/x",
      "/..//evil.example/x",
      "/%2e%2e//evil.example/x",
      "//evil.example/x",
      "/\\evil.example/x",
    ].entries()) {
      // Each from an address of its own, so the accent form's limit is not what answers.
      const answer = await rawRequest(`${server.origin}/resources/colors`, {
        from: `127.0.0.${11 + i * 10}`,
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: formBody({ accent: "#d0021b", redirectTo }),
      });
      expect(answer.status, redirectTo).toBe(303);
      const location = answer.headers.location!;
      expect(location, redirectTo).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, SITE_URL).origin, redirectTo).toBe(SITE_URL);
    }
  });

  test("a form posted from another site is refused with 403 and relays nothing", async () => {
    const title = `Cross-site ${Date.now()}`;
    let answer: Awaited<ReturnType<typeof rawRequest>> | undefined;
    const log = await logDuring(async () => {
      answer = await rawRequest(`${server.origin}/contact`, {
        from: "127.0.0.12",
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "https://evil.example",
        },
        body: formBody(contactFields(title)),
      });
    }, "POST /contact ");
    expect(answer!.status).toBe(403);
    expect(answer!.headers["content-type"]).toMatch(/^text\/plain/);
    expect(answer!.body.length).toBeLessThan(200);
    expect(await receivedTitled(title)).toEqual([]);
    expect(log.trim().split("\n")).toHaveLength(1);
    expect(log).not.toMatch(/\n\s+at /);
  });

  test("a form posted without Origin from another site, as Sec-Fetch-Site or Referer says, is refused with 403 and nothing is kept", async () => {
    const run = Date.now();
    const cases: Array<[string, Record<string, string>, number, number]> = [
      // What the post says of where it comes from; the contact form's and the accent form's answer.
      ["cross-site", { "Sec-Fetch-Site": "cross-site" }, 403, 403],
      ["foreign referer", { Referer: "https://evil.example/page" }, 403, 403],
      // The site's own page, with neither Origin nor Sec-Fetch-Site (an old browser, a privacy
      // setting): it still works.
      ["same-site", { "Sec-Fetch-Site": "same-origin" }, 200, 303],
      ["own referer", { Referer: `${SITE_URL}/contact` }, 200, 303],
      ["nothing said", {}, 200, 303],
    ];
    for (const [i, [name, headers, contact, accent]] of cases.entries()) {
      const form = { "Content-Type": "application/x-www-form-urlencoded" };
      const sent = await rawRequest(`${server.origin}/contact`, {
        from: `127.0.1.${i + 1}`,
        method: "POST",
        headers: { ...form, ...headers },
        body: formBody(contactFields(`Without Origin, ${name} ${run}`)),
      });
      expect(sent.status, name).toBe(contact);
      const chosen = await rawRequest(`${server.origin}/resources/accent`, {
        from: `127.0.1.${i + 1}`,
        method: "POST",
        headers: { ...form, ...headers },
        body: formBody({ accent: "#4a90e2", redirectTo: "/about" }),
      });
      expect(chosen.status, name).toBe(accent);
      if (accent === 403) {
        expect(chosen.headers["content-type"], name).toMatch(/^text\/plain/);
        expect(chosen.headers["set-cookie"], name).toBeUndefined();
      } else expect(chosen.headers["set-cookie"], name).toBeDefined();
    }
    expect(
      (await keptTitles()).filter((title) => title.endsWith(` ${run}`)).sort(),
    ).toEqual([
      `Without Origin, nothing said ${run}`,
      `Without Origin, own referer ${run}`,
      `Without Origin, same-site ${run}`,
    ]);
  });

  test("a form posted from the site's public address is the site's own, whatever Host says", async () => {
    const title = `Behind a proxy ${Date.now()}`;
    const answer = await rawRequest(`${server.origin}/contact`, {
      from: "127.0.0.13",
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        // What a bare proxy_pass sends: its upstream's address as Host.
        Host: `127.0.0.1:${PORT}`,
        Origin: SITE_URL,
      },
      body: formBody(contactFields(title)),
    });
    expect(answer.status).toBe(200);
    await expect.poll(() => receivedTitled(title)).toHaveLength(1);
  });

  test("malformed hosts and addresses get a short 400, one log line, never a 500", async () => {
    const probes: Array<[string, Record<string, string>]> = [
      ["/", { Host: "a b" }],
      ["/", { Host: "a@b" }],
      ["/", { Host: "localhost:99999" }],
      ["/", { "X-Forwarded-Host": "x:99999" }],
      ["/%zz", {}],
      ["/about%zz", {}],
    ];
    for (const [path, headers] of probes) {
      let answer: Awaited<ReturnType<typeof rawRequest>> | undefined;
      const log = await logDuring(async () => {
        answer = await rawRequest(`${server.origin}${path}`, {
          from: "127.0.0.14",
          headers,
        });
      }, `GET ${path} `);
      const what = `${path} ${JSON.stringify(headers)}`;
      expect(answer!.status, what).toBe(400);
      expect(answer!.body.length, what).toBeLessThan(200);
      expect(log.trim().split("\n"), what).toHaveLength(1);
      expect(log, what).not.toMatch(/\n\s+at /);
    }
  });

  test("an address has one spelling: a double slash or another letter case gets the 404, never a page, its data, a redirect or a kept post", async () => {
    const notFound = await rawRequest(`${server.origin}/no-such-page`, {
      from: "127.0.0.16",
    });
    expect(notFound.status).toBe(404);
    for (const path of [
      "//",
      "//about",
      "///about",
      "//evil.example/contact",
      "/about//",
      "/About",
      "/ABOUT/",
      "/Contact",
      "/Robots.txt",
    ]) {
      const answer = await rawRequest(`${server.origin}${path}`, {
        from: "127.0.0.16",
      });
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toBe(notFound.body);
      expect(answer.headers.location, path).toBeUndefined();
    }
    // The router's data for a page, at another spelling of its address, is no page's data.
    for (const path of ["/About.data", "//about.data", "/about//.data"]) {
      const answer = await rawRequest(`${server.origin}${path}`, {
        from: "127.0.0.16",
      });
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain("routes/about");
    }
    // A post is taken at the form's own address alone.
    const title = `Misspelt ${Date.now()}`;
    for (const [path, status] of [
      ["//contact", 404],
      ["/contact//", 404],
      ["/Contact", 405],
      ["/CONTACT.data", 405],
    ] as const) {
      const answer = await rawRequest(`${server.origin}${path}`, {
        from: "127.0.0.16",
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: formBody(contactFields(`${title} ${path}`)),
      });
      expect(answer.status, path).toBe(status);
      expect(answer.headers["content-type"], path).toMatch(/^text\/plain/);
    }
    expect(
      (await keptTitles()).filter((kept) => kept.startsWith(title)),
    ).toEqual([]);
    // "//" once stopped the whole server.
    expect((await rawRequest(`${server.origin}/healthz`)).status).toBe(200);
  });

  test("two Host headers get a 400; a target in absolute form is read as its path, and the server stays up", async () => {
    const twoHosts = await rawExchange(
      server.origin,
      `GET /about HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
    );
    expect(twoHosts).toMatch(/^HTTP\/1\.1 400 /);
    expect(twoHosts).toMatch(/\r\n\r\nSend one Host header, not several\.$/);
    for (const [target, status] of [
      ["http://evil.example/about.data", 200],
      ["http://evil.example/about", 200],
      ["http://evil.example//about", 404],
    ] as const) {
      const answer = await rawExchange(
        server.origin,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.split(" ")[1], target).toBe(String(status));
      expect(answer, target).not.toContain("evil.example");
    }
    expect((await rawRequest(`${server.origin}/healthz`)).status).toBe(200);
  });

  test("a forwarded host is not read when no proxy is trusted", async () => {
    const answer = await rawRequest(`${server.origin}/about`, {
      from: "127.0.0.15",
      headers: { "X-Forwarded-Host": "evil.example" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`${SITE_URL}/about`);
  });

  test("pages and the health check are never limited; the accent form is, for each visitor alone", async () => {
    for (let i = 0; i < 40; i++) {
      const page = await rawRequest(`${server.origin}/about`, {
        from: "127.0.0.3",
      });
      expect(page.status, `page ${i + 1}`).toBe(200);
    }
    for (let i = 0; i < 10; i++)
      expect((await rawRequest(`${server.origin}/healthz`)).status).toBe(200);

    const keep = (from: string) =>
      rawRequest(`${server.origin}/resources/colors`, {
        method: "POST",
        from,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: formBody({ accent: "#4a90e2", redirectTo: "/about" }),
      });
    for (let i = 0; i < ACCENT_LIMIT; i++)
      expect((await keep("127.0.0.3")).status).toBe(303);
    const refused = await keep("127.0.0.3");
    expect(refused.status).toBe(429);
    expect(refused.headers["set-cookie"]).toBeUndefined();
    expect((await keep("127.0.0.4")).status).toBe(303);
  });

  test("the log has one line for each request, the health check's included", async () => {
    const log = await logDuring(async () => {
      await rawRequest(`${server.origin}/healthz`, { from: "127.0.0.5" });
      await rawRequest(`${server.origin}/skills`, { from: "127.0.0.5" });
    }, "GET /skills ");
    const lines = log.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^GET \/healthz 200 /);
    expect(lines[1]).toMatch(/^GET \/skills 200 /);
  });

  test("one client cannot hold more than its share of connections", async () => {
    // Each connection asks for a page as it opens: the server answers on those it keeps, and
    // closes the one past the client's share unanswered. Told so by what the server does with
    // each, not by whether it had closed one a second later, which a busy machine can miss.
    const open = (from: string) =>
      new Promise<{ kept: Promise<boolean>; end: () => void }>(
        (resolve, reject) => {
          const socket = connect({
            host: "127.0.0.1",
            port: PORT,
            localAddress: from,
          });
          socket.on("error", () => {});
          socket.once("connect", () => {
            const kept = new Promise<boolean>((settle) => {
              socket.once("data", () => settle(true));
              socket.once("close", () => settle(false));
            });
            socket.write(
              `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\n\r\n`,
            );
            resolve({ kept, end: () => socket.destroy() });
          });
          socket.once("error", reject);
        },
      );
    const sockets = [];
    for (let i = 0; i < 5; i++) sockets.push(await open("127.0.0.6"));
    const other = await open("127.0.0.7");
    try {
      const kept = await Promise.all(sockets.map((s) => s.kept));
      expect(kept.filter((answered) => !answered)).toHaveLength(1);
      expect(await other.kept).toBe(true);
    } finally {
      for (const socket of [...sockets, other]) socket.end();
    }
  });

  test("a server told to trust any proxy refuses to start, naming the setting", async () => {
    const refused = await startServer({
      port: E2E_PORT + 3,
      env: { TRUST_PROXY: "true" },
    }).then(
      async (started) => {
        await started.stop();
        return "started";
      },
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/TRUST_PROXY/);
    expect(refused).not.toMatch(/\n\s+at /);
  });

  test("while it stops, answers close their connection", async () => {
    const stopping = await startServer({ port: E2E_PORT + 3 });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const warm = await rawRequest(`${stopping.origin}/about`, { agent });
      expect(warm.headers.connection).toBe("keep-alive");
      // A message still on its way: the server has its headers, not yet its body.
      let sendBody = () => {};
      let headersTaken = () => {};
      const taken = new Promise<void>((resolve) => (headersTaken = resolve));
      const inFlight = rawRequest(`${stopping.origin}/contact`, {
        method: "POST",
        agent,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: formBody(contactFields(`Still there? ${Date.now()}`)),
        bodyAfter: new Promise<void>((resolve) => (sendBody = resolve)),
        headersTaken,
      });
      await taken;
      stopping.process.kill("SIGTERM");
      await expect.poll(() => stopping.output()).toMatch(/SIGTERM: finishing/);
      sendBody();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.headers.connection).toBe("close");
      expect(await stopping.exited).toBe(0);
    } finally {
      agent.destroy();
      await stopping.stop();
    }
  });
});

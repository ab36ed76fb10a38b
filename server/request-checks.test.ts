// @vitest-environment node
import { request as httpRequest } from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";

import express from "express";

import {
  addressesTheRouterTakes,
  permissionsPolicy,
  requestLimits,
  sameOriginPosts,
  wellFormedRequests,
} from "./request-checks";
import type { RouteAt } from "./route-table";
import { listen } from "../tests/support/listen";

let site: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  const app = express();
  app.use(permissionsPolicy, wellFormedRequests);
  app.use(requestLimits);
  app.use(sameOriginPosts("https://alexdoe.dev"));
  app.all("*", (request, response) => {
    response.json({
      origin: request.headers.origin ?? null,
      forwardedHost: request.headers["x-forwarded-host"] ?? null,
      url: request.url,
    });
  });
  site = await listen(app);
});

type Answer = { status: number; body: string; headers: IncomingHttpHeaders };

/** Sends a request as written: Host and path included. */
function send(path: string, headers: Record<string, string>, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(
      `${site.url}${path}`,
      { method, headers, path },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            headers: response.headers,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(method === "POST" ? "a=1" : undefined);
  });
}

afterAll(() => site.close());

/** A refusal is a status and one sentence of plain text, never a file to download. */
function expectRefusal(answer: Answer, status: number, text: string) {
  expect(answer.status, text).toBe(status);
  expect(answer.body).toBe(text);
  expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
}

test("the browser features the site never uses are turned off", async () => {
  const response = await fetch(site.url);
  expect(response.headers.get("Permissions-Policy")).toBe(
    "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  );
});

test("GET, HEAD and POST reach the site", async () => {
  expect((await fetch(site.url)).status).toBe(200);
  expect((await fetch(site.url, { method: "HEAD" })).status).toBe(200);
  expect((await fetch(site.url, { method: "POST", body: "a=1" })).status).toBe(
    200,
  );
});

test("other methods are refused with 405 and the methods allowed", async () => {
  for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
    const answer = await send("/", { Host: "x" }, method);
    expectRefusal(answer, 405, "This method is not allowed here.");
    expect(answer.headers.allow).toBe("GET, HEAD, POST");
  }
});

test("a body over the limit is refused with 413 before it is read, and its connection closed", async () => {
  const answer = await send(
    "/",
    { Host: "x", "Content-Length": String(64 * 1024 + 1) },
    "POST",
  );
  expectRefusal(answer, 413, "The request body is too large.");
  expect(answer.headers.connection).toBe("close");
  const atLimit = await fetch(site.url, {
    method: "POST",
    body: "x".repeat(64 * 1024),
  });
  expect(atLimit.status).toBe(200);
});

test("a body of unknown length is refused with 411", async () => {
  const answer = await new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(
      `${site.url}/contact`,
      { method: "POST" },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            headers: response.headers,
          }),
        );
      },
    );
    request.on("error", reject);
    // Writing without a Content-Length sends the body in chunks.
    request.write("name=a");
    request.end();
  });
  expectRefusal(answer, 411, "Send the length of the request body.");
});

test("a Host that is not a host is refused with 400", async () => {
  for (const host of ["a b", "a@b", "localhost:99999", "a/b", "a?b", "[::1"])
    expectRefusal(
      await send("/", { Host: host }),
      400,
      "The Host header is not a valid host.",
    );
  for (const host of [
    "alexdoe.dev",
    "AlexDoe.dev:8443",
    "127.0.0.1:3000",
    "[::1]:3000",
    "x:80",
  ])
    expect((await send("/", { Host: host })).status, host).toBe(200);
});

/** A request's bytes exactly as written, and the answer's as read, to the connection's end. */
function exchange(text: string) {
  const { port } = new URL(site.url);
  return new Promise<string>((resolve, reject) => {
    let answer = "";
    const socket = connect(Number(port), "127.0.0.1", () => socket.end(text));
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

test("a request with no Host at all is refused with 400", async () => {
  // HTTP/1.0 does not require one, so Node lets it through to the site's own check.
  const answer = await exchange("GET / HTTP/1.0\r\n\r\n");
  expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  expect(answer).toMatch(/\r\n\r\nThe Host header is not a valid host\.$/);
});

test("a request with two Host headers is refused with 400, whichever they name (RFC 9112 §3.2)", async () => {
  for (const hosts of [
    ["alexdoe.dev", "evil.example"],
    ["alexdoe.dev", "alexdoe.dev"],
    ["alexdoe.dev", ""],
  ]) {
    const lines = hosts.map((host, i) => `${i ? "host" : "Host"}: ${host}`);
    const answer = await exchange(
      `GET / HTTP/1.1\r\n${lines.join("\r\n")}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer, hosts.join(" + ")).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/\r\n\r\nSend one Host header, not several\.$/);
  }
  // One Host, and another header that only says the word.
  const one = await exchange(
    "GET / HTTP/1.1\r\nHost: alexdoe.dev\r\nX-Note: host\r\nConnection: close\r\n\r\n",
  );
  expect(one).toMatch(/^HTTP\/1\.1 200 /);
});

test("a target in absolute form is read as its path and query, whatever host it names", async () => {
  for (const [target, url] of [
    ["http://alexdoe.dev/about?x=1", "/about?x=1"],
    ["https://evil.example//contact", "//contact"],
    ["http://evil.example", "/"],
    ["http://alexdoe.dev/", "/"],
  ]) {
    const answer = await exchange(
      `GET ${target} HTTP/1.1\r\nHost: alexdoe.dev\r\nConnection: close\r\n\r\n`,
    );
    expect(answer, target).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(answer.split("\r\n\r\n")[1]!), target).toMatchObject({
      url,
    });
  }
});

test("a Host the address parser would rewrite is refused: the site never answers for a host it was not sent", async () => {
  // Read as 127.0.0.1, 127.0.0.1 and example.com:80: the page would be built for another host.
  for (const host of ["127.1", "0x7f.1", "example.com:0080", "2130706433"])
    expectRefusal(
      await send("/", { Host: host }),
      400,
      "The Host header is not a valid host.",
    );
});

test("a path that does not decode is refused with 400 by the site's own check", async () => {
  for (const path of ["/%zz", "/about%e0%a4%a"])
    expectRefusal(
      await send(path, { Host: "x" }),
      400,
      "The address is not valid.",
    );
});

test("a forwarded host is never handed on, and one that is no host is refused", async () => {
  const sendForwarded = (value: string) =>
    send("/", { Host: "x", "X-Forwarded-Host": value });
  // As proxies write it: a name, an address, a port, a list from a chain of proxies.
  for (const forwarded of [
    "evil.example",
    "a.example:8443, b.example",
    "[::1]:8443",
    "[2001:db8:0:0:0:0:0:1]:443",
    "host:",
    "a.example,",
    "a.example, , b.example",
  ]) {
    const answer = await sendForwarded(forwarded);
    expect(answer.status, forwarded).toBe(200);
    expect(JSON.parse(answer.body), forwarded).toMatchObject({
      forwardedHost: null,
    });
  }
  for (const forwarded of [
    "x:99999",
    "a b",
    "a.example, b@c",
    "a.example/x",
    "a.example?x",
  ])
    expectRefusal(
      await sendForwarded(forwarded),
      400,
      "The X-Forwarded-Host header is not a valid host.",
    );
});

test("a form posted from another site is refused with 403", async () => {
  const form = {
    "Content-Type": "application/x-www-form-urlencoded",
    "Content-Length": "3",
  };
  const from = (origin: string, host = "127.0.0.1:3000") =>
    send("/contact", { ...form, Host: host, Origin: origin }, "POST");
  for (const origin of [
    "https://evil.example",
    "null",
    "http://alexdoe.dev",
    "https://alexdoe.dev.evil.example",
  ])
    expectRefusal(
      await from(origin),
      403,
      "Forms can be sent only from this site.",
    );
  // The site's public address, through a proxy that rewrites Host, and the address it was sent to.
  const proxied = await from("https://alexdoe.dev");
  expect(proxied.status).toBe(200);
  // Remix's own check, which knows only Host, is not asked again.
  expect(JSON.parse(proxied.body)).toMatchObject({ origin: null });
  expect((await from("http://127.0.0.1:3000")).status).toBe(200);
  // Clients that send no Origin (not browsers) are not turned away by it.
  expect((await send("/contact", { ...form, Host: "x" }, "POST")).status).toBe(
    200,
  );
});

test("a post without Origin is refused when the browser says it came from another site", async () => {
  const form = {
    "Content-Type": "application/x-www-form-urlencoded",
    "Content-Length": "3",
    Host: "127.0.0.1:3000",
  };
  const post = (headers: Record<string, string>) =>
    send("/contact", { ...form, ...headers }, "POST");
  for (const headers of [
    { "Sec-Fetch-Site": "cross-site" },
    { "Sec-Fetch-Site": "cross-site", Origin: "https://alexdoe.dev" },
    { Referer: "https://evil.example/page" },
    { Referer: "https://alexdoe.dev.evil.example/" },
    { Referer: "not an address" },
  ] as Array<Record<string, string>>)
    expectRefusal(
      await post(headers),
      403,
      "Forms can be sent only from this site.",
    );
  // The site's own pages, named by Sec-Fetch-Site or by Referer alone (an old browser, a privacy
  // setting that leaves Origin out), at either of its addresses.
  for (const headers of [
    { "Sec-Fetch-Site": "same-origin" },
    { Referer: "https://alexdoe.dev/contact" },
    { Referer: "http://127.0.0.1:3000/contact?x=1" },
    { Referer: "https://evil.example/", Origin: "https://alexdoe.dev" },
  ] as Array<Record<string, string>>)
    expect((await post(headers)).status, JSON.stringify(headers)).toBe(200);
});

test("only posts are checked for where they come from: another site may link to a page", async () => {
  const answer = await send("/about", {
    Host: "x",
    Origin: "https://evil.example",
    "Sec-Fetch-Site": "cross-site",
    Referer: "https://evil.example/",
  });
  expect(answer.status).toBe(200);
});

describe("before the router", () => {
  let router: Awaited<ReturnType<typeof listen>>;

  // The routes of a small site: a page, a form, a resource route, and the catch-all page.
  const ROUTES: Record<string, RouteAt> = {
    "/about": { key: "about", page: true, form: false },
    "/contact": { key: "contact", page: true, form: true },
    "/robots.txt": { key: "robots", page: false, form: false },
  };
  beforeAll(async () => {
    const app = express();
    app.use(
      addressesTheRouterTakes(async (pathname) =>
        pathname === undefined || pathname.includes("//")
          ? undefined
          : (ROUTES[pathname] ?? { key: "*", page: true, form: false }),
      ),
    );
    app.all("*", (request, response) => {
      response.send(`router: ${request.method} ${request.url}`);
    });
    router = await listen(app);
  });
  afterAll(() => router.close());

  const ask = (path: string, method = "GET") =>
    fetch(`${router.url}${path}`, {
      method,
      ...(method === "POST" && { body: "a=1" }),
    });

  test("an address no route reaches is a 404, whatever is asked of it", async () => {
    for (const method of ["GET", "POST"])
      for (const path of ["//about", "//contact.data", "/about//"]) {
        const answer = await ask(path, method);
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.headers.get("Content-Type")).toBe(
          "text/plain; charset=utf-8",
        );
        expect(await answer.text()).toBe("There is no page at this address.");
      }
  });

  test("a post to an address that takes none is a 405 in plain text, naming the methods it takes", async () => {
    for (const path of [
      "/robots.txt",
      "/about",
      "/about.data",
      "/nope",
      "/_.data",
    ]) {
      const answer = await ask(path, "POST");
      expect(answer.status, path).toBe(405);
      expect(answer.headers.get("Allow"), path).toBe("GET, HEAD");
      expect(answer.headers.get("Content-Type")).toBe(
        "text/plain; charset=utf-8",
      );
      expect(await answer.text()).toBe(
        "This address takes no form: only GET and HEAD.",
      );
    }
  });

  test("a form's post, its data's post, and every GET and HEAD reach the router", async () => {
    for (const [path, method] of [
      ["/contact", "POST"],
      ["/contact.data", "POST"],
      ["/about", "GET"],
      ["/robots.txt", "HEAD"],
      ["/nope.data", "GET"],
    ] as const) {
      const answer = await ask(path, method);
      expect(answer.status, `${method} ${path}`).toBe(200);
      if (method !== "HEAD")
        expect(await answer.text()).toBe(`router: ${method} ${path}`);
    }
  });
});

// @vitest-environment node
import express from "express";

import { sendResponse } from "@remix-run/node-fetch-server";

import { securityHeaders } from "./security-headers";
import { listen } from "./test-support";

async function headersFrom(path: string, hstsMaxAgeSeconds = 0) {
  const app = express();
  app.use(securityHeaders({ hstsMaxAgeSeconds }));
  // A page as Remix answers it, with a policy of its own.
  app.get("/page", async (_request, response) => {
    await sendResponse(
      response,
      new Response("<p>page</p>", {
        headers: {
          "Content-Type": "text/html",
          "Content-Security-Policy": "default-src 'self'",
        },
      }),
    );
  });
  app.get("/file", (_request, response) => {
    response.type("svg").send("<svg></svg>");
  });
  const site = await listen(app);
  try {
    return (await fetch(site.url + path)).headers;
  } finally {
    await site.close();
  }
}

test("every response says what browsers may do with it", async () => {
  const headers = await headersFrom("/file");
  expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(headers.get("Referrer-Policy")).toBe(
    "strict-origin-when-cross-origin",
  );
  expect(headers.get("Permissions-Policy")).toMatch(/camera=\(\)/);
  expect(headers.get("X-Frame-Options")).toBe("DENY");
  expect(headers.get("Strict-Transport-Security")).toBeNull();
});

test("what is not a page gets a policy that runs and embeds nothing", async () => {
  const policy = (await headersFrom("/file")).get("Content-Security-Policy")!;
  expect(policy).toMatch(/default-src 'none'/);
  expect(policy).toMatch(/frame-ancestors 'none'/);
});

test("a page keeps its own policy, and only that one", async () => {
  expect((await headersFrom("/page")).get("Content-Security-Policy")).toBe(
    "default-src 'self'",
  );
});

test("the server does not say what it runs on", async () => {
  expect((await headersFrom("/file")).get("X-Powered-By")).toBeNull();
});

test("HSTS is sent when the site is served over HTTPS", async () => {
  const headers = await headersFrom("/page", 31_536_000);
  expect(headers.get("Strict-Transport-Security")).toBe(
    "max-age=31536000; includeSubDomains",
  );
});

// @vitest-environment node
// The security headers as the server sends them are the list the static export's _headers is
// written from: one list, so the two cannot drift apart.
import type { AddressInfo } from "node:net";

import express from "express";

import { securityHeaders, sentSecurityHeaders } from "./security-headers";

async function answerTo(settings: { hstsMaxAgeSeconds: number }) {
  const app = express();
  app.use(securityHeaders(settings));
  app.get("/", (_request, response) => {
    response.type("text/plain").send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await fetch(`http://127.0.0.1:${port}/`);
  } finally {
    server.close();
  }
}

const OWN = new Set([
  "content-type",
  "content-length",
  "etag",
  "date",
  "connection",
  "keep-alive",
]);

test.each([31_536_000, 0])(
  "every header sent, and only those, is in the list (Strict-Transport-Security for %i s)",
  async (hstsMaxAgeSeconds) => {
    const answer = await answerTo({ hstsMaxAgeSeconds });
    const sent = Object.fromEntries(
      [...answer.headers].filter(([name]) => !OWN.has(name)),
    );
    const listed = Object.fromEntries(
      Object.entries(sentSecurityHeaders({ hstsMaxAgeSeconds })).map(
        ([name, value]) => [name.toLowerCase(), value],
      ),
    );
    expect(sent).toEqual(listed);
    // What a host must send too: the isolation headers among them.
    expect(listed).toMatchObject({
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "permissions-policy": expect.stringContaining("geolocation=()"),
    });
    expect("strict-transport-security" in listed).toBe(hstsMaxAgeSeconds > 0);
  },
);

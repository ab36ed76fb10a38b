// @vitest-environment node
import { createHash } from "node:crypto";

import {
  documentPolicy,
  inlineScriptHashes,
} from "./content-security-policy.server";

const hash = (text: string) =>
  `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("every inline script the page runs is listed by its hash", () => {
  const html = `<html><head><script>window.a = 1;</script></head><body>
    <script type="module" async="">import "/build/x.js";</script>
    <script>window.a = 1;</script></body></html>`;
  expect(inlineScriptHashes(html)).toEqual([
    hash("window.a = 1;"),
    hash('import "/build/x.js";'),
  ]);
});

test("external scripts and JSON-LD data blocks are not listed", () => {
  const html = `<script src="/build/entry.js"></script>
    <script type="application/ld+json">{"@type":"Person"}</script>`;
  expect(inlineScriptHashes(html)).toEqual([]);
});

test("the policy allows this site's scripts and the page's own inline ones, nothing else", () => {
  const policy = documentPolicy("<script>go()</script>");
  const directives = Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name, ...values] = directive.split(" ");
      return [name, values.join(" ")];
    }),
  );
  expect(directives["script-src"]).toBe(`'self' ${hash("go()")}`);
  expect(directives["script-src"]).not.toContain("unsafe-inline");
  expect(directives["object-src"]).toBe("'none'");
  expect(directives["base-uri"]).toBe("'self'");
  expect(directives["frame-ancestors"]).toBe("'none'");
  expect(directives["form-action"]).toBe("'self'");
  expect(directives["default-src"]).toBe("'self'");
});

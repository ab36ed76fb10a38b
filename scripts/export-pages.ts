// The export's documents: each address rendered once, and each page written with the policy its
// own scripts call for in a <meta>, for a static host that sends no headers. Only scripts/export.ts
// imports it.
import { text } from "node:stream/consumers";

import { RewritingStream } from "parse5-html-rewriting-stream";

import { documentPolicy } from "../app/document-policy.server";

type PolicyReach = Omit<
  NonNullable<Parameters<typeof documentPolicy>[1]>,
  "inMeta" | "development"
>;

/** Where a page's document goes: `about.html` and `about/index.html`; the home page's index.html. */
function pageFiles(at: string): string[] {
  const name = decodeURIComponent(at.slice(1));
  return name === "" ? ["index.html"] : [`${name}.html`, `${name}/index.html`];
}

/** The router's data for a page, as the browser asks for it: `about.data`, the home page's `_.data`. */
const dataFile = (at: string) =>
  at === "/" ? "_.data" : `${decodeURIComponent(at.slice(1))}.data`;

/**
 * The document with its policy as a <meta> right after its `<meta charset>`, so the policy covers
 * every script after it. Read by an HTML parser: every other byte is the render's own.
 */
export async function withPolicyMeta(
  html: string,
  policy: string,
): Promise<string> {
  const rewriter = new RewritingStream();
  let placed = false;
  rewriter.on("startTag", (tag, raw) => {
    rewriter.emitRaw(raw);
    if (
      placed ||
      tag.tagName !== "meta" ||
      !tag.attrs.some((attr) => attr.name === "charset")
    )
      return;
    placed = true;
    rewriter.emitStartTag({
      tagName: "meta",
      attrs: [
        { name: "http-equiv", value: "Content-Security-Policy" },
        { name: "content", value: policy },
      ],
      selfClosing: false,
    });
  });
  const written = text(rewriter);
  rewriter.end(html);
  const result = await written;
  if (!placed)
    throw new Error("a page has no <meta charset> to put its policy after");
  return result;
}

/**
 * Renders each address once (`get`) and writes it: a page as its files with its policy in it, and
 * its data; a not-found page as its language's 404.html; anything else (the sitemap, robots.txt)
 * as it is. The policy each page was sent with, by its path under `pathOf`, for the hosts that take
 * headers from a file.
 */
export async function exportPages({
  documents,
  notFound,
  get,
  write,
  pathOf,
  reach,
}: {
  documents: readonly string[];
  notFound: readonly string[];
  get: (at: string, expected?: number) => Promise<Response>;
  write: (file: string, body: string | Uint8Array) => Promise<void>;
  pathOf: (at: string) => string;
  reach: PolicyReach;
}): Promise<Map<string, string>> {
  const policies = new Map<string, string>();
  for (const at of [...documents, ...notFound]) {
    const missing = notFound.includes(at);
    const answer = await get(at, missing ? 404 : 200);
    if (!answer.headers.get("Content-Type")?.startsWith("text/html")) {
      await write(
        decodeURIComponent(at.slice(1)),
        new Uint8Array(await answer.arrayBuffer()),
      );
      continue;
    }
    const rendered = await answer.text();
    const html = await withPolicyMeta(
      rendered,
      documentPolicy(rendered, { ...reach, inMeta: true }),
    );
    policies.set(pathOf(at), answer.headers.get("Content-Security-Policy")!);
    // Each language's 404 beside its pages ("de/404.html"): hosts that look for the nearest one
    // find it.
    for (const file of missing ? [`${at.slice(1, -3)}404.html`] : pageFiles(at))
      await write(file, html);
    if (!missing) {
      const data = await get(`${at === "/" ? "/_" : at}.data`);
      await write(dataFile(at), new Uint8Array(await data.arrayBuffer()));
    }
  }
  return policies;
}

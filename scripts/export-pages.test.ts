import { createHash } from "node:crypto";

import { exportPages, withPolicyMeta } from "./export-pages";

const page = (script: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><script>${script}</script></head><body><p>It&#x27;s here</p><script type="application/ld+json">{"a":1}</script></body></html>`;
const hash = (script: string) =>
  `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g;

/** A render of each address, as the app's request handler answers, counting each one. */
function site() {
  const renders: string[] = [];
  const get = async (at: string, expected = 200) => {
    renders.push(at);
    if (at.endsWith(".data")) return new Response(`data of ${at}`);
    if (at === "/sitemap.xml")
      return new Response("<urlset/>", {
        headers: { "Content-Type": "application/xml" },
      });
    return new Response(page(`paint(${JSON.stringify(at)})`), {
      status: expected,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": `header of ${at}`,
      },
    });
  };
  const files = new Map<string, string>();
  const write = async (file: string, body: string | Uint8Array) => {
    files.set(
      file,
      typeof body === "string" ? body : Buffer.from(body).toString(),
    );
  };
  return { renders, get, write, files };
}

test("each address is rendered once, and each page carries the policy its own scripts call for, after its charset", async () => {
  const { renders, get, write, files } = site();
  const policies = await exportPages({
    documents: ["/", "/about", "/sitemap.xml"],
    notFound: ["/404"],
    get,
    write,
    pathOf: (at) => `/portfolio${at}`,
    reach: { connectTo: ["https://mail.example.org"] },
  });

  expect(renders.sort()).toEqual(
    ["/", "/_.data", "/about", "/about.data", "/sitemap.xml", "/404"].sort(),
  );
  expect([...files.keys()].sort()).toEqual(
    [
      "index.html",
      "_.data",
      "about.html",
      "about/index.html",
      "about.data",
      "sitemap.xml",
      "404.html",
    ].sort(),
  );
  expect(files.get("sitemap.xml")).toBe("<urlset/>");
  for (const [file, at] of [
    ["index.html", "/"],
    ["about/index.html", "/about"],
    ["404.html", "/404"],
  ] as const) {
    const html = files.get(file)!;
    const metas = [...html.matchAll(META)];
    expect(metas, file).toHaveLength(1);
    expect(metas[0]![1]).toBe(
      `default-src 'self'; script-src 'self' ${hash(`paint(${JSON.stringify(at)})`)}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self' https://mail.example.org; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'`,
    );
    // Right after the charset; every other byte the render's own.
    expect(html).toContain(`<meta charSet="utf-8"/>${metas[0]![0]}`);
    expect(html.replace(META, "")).toBe(page(`paint(${JSON.stringify(at)})`));
  }
  expect(policies).toEqual(
    new Map([
      ["/portfolio/", "header of /"],
      ["/portfolio/about", "header of /about"],
      ["/portfolio/404", "header of /404"],
    ]),
  );
});

test("a policy is written as an attribute's value, whatever it holds", async () => {
  const html = await withPolicyMeta(
    '<html><head><meta charset="utf-8"></head></html>',
    `script-src 'self' "a&b"`,
  );
  expect(html).toBe(
    `<html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self' &quot;a&amp;b&quot;"></head></html>`,
  );
});

test("a page without a charset to put its policy after is refused", async () => {
  await expect(
    withPolicyMeta("<html><head><title>x</title></head></html>", "x"),
  ).rejects.toThrow("a page has no <meta charset> to put its policy after");
});

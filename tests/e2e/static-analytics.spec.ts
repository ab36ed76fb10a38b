// The export with an analytics service named in the content (app/content/analytics.ts): every
// page loads the service's own snippet, and its policy, in the page and in _headers, allows the
// service's host and no other. Each service's snippet and hosts, and none at all without one, are
// the unit test's (app/visits/analytics-service.test.ts); this is the whole export, once.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { copyProject, run } from "./project-copy";

test("an export with Plausible named carries its snippet in every page, and its host alone in the policy", async () => {
  test.setTimeout(300_000);
  const out = mkdtempSync(path.join(tmpdir(), "portfolio-analytics-"));
  const site = copyProject("analytics-");
  try {
    writeFileSync(
      path.join(site, "app/content/analytics.ts"),
      'export const analytics = { onStaticHost: { service: "plausible", domain: "sam.example" } } as const;\n',
    );
    const exported = await run(
      "npm",
      ["run", "--silent", "export", "--", "--out", out],
      site,
      { SITE_URL: "https://sam.example/" },
    );
    expect(exported.code, exported.output).toBe(0);
    for (const file of ["index.html", "about.html", "404.html"]) {
      const html = readFileSync(path.join(out, file), "utf8");
      expect(html).toContain(
        '<script async="" src="https://plausible.io/js/script.js" data-domain="sam.example"></script>',
      );
      const meta =
        /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/
          .exec(html)![1]!
          .replaceAll("&#x27;", "'");
      expect(meta).toMatch(
        /(?:^|; )script-src 'self' https:\/\/plausible\.io(?: '[^']+')*(?:;|$)/,
      );
      expect(meta).toMatch(
        /(?:^|; )connect-src 'self' https:\/\/plausible\.io(?:;|$)/,
      );
      expect(meta.match(/https:\/\/[a-z.]+/g)).toEqual([
        "https://plausible.io",
        "https://plausible.io",
      ]);
    }
    const headers = readFileSync(path.join(out, "_headers"), "utf8");
    expect(headers).toMatch(/script-src 'self' https:\/\/plausible\.io/);
    expect(headers).toMatch(/connect-src 'self' https:\/\/plausible\.io/);
  } finally {
    rmSync(site, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
});

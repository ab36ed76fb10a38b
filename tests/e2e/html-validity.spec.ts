import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { expect, test } from "./fixtures";
import { SITE_PATHS, UNKNOWN_PATH } from "./page-helpers";

const VNU_JAR = createRequire(import.meta.url).resolve(
  "vnu-jar/build/dist/vnu.jar",
);
const PAGES = [...SITE_PATHS, UNKNOWN_PATH];

type VnuMessage = {
  type: string;
  message: string;
  url: string;
  lastLine?: number;
};

// The Nu HTML Checker, run locally (Java), on the HTML exactly as the server sends it.
// The HTML is the same at every screen size, so this runs once.
test(
  "the served HTML of every page passes the Nu HTML Checker",
  { tag: "@desktop" },
  async ({ request }) => {
    test.setTimeout(90_000);
    const dir = await mkdtemp(path.join(tmpdir(), "served-html-"));
    try {
      const served: Array<[string, string]> = [];
      for (const page of PAGES) {
        served.push([
          page.replace(/\W+/g, "_") || "home",
          await (await request.get(page)).text(),
        ]);
      }
      // The same pages in a visitor's own accent, and the contact page's answers to a form.
      const accent = "f8e71c80";
      const inAccent = await request.get("/portfolio", {
        headers: { Cookie: `accent=${accent}` },
      });
      served.push(["portfolio-accent", await inAccent.text()]);
      const form = (title: string, email = "ann@example.com") => ({
        form: { name: "Ann Example", email, title, message: "Hello" },
      });
      for (const [name, answer] of [
        ["contact-sent", await request.post("/contact", form("Hello"))],
        [
          "contact-failed",
          await request.post("/contact", form("Hi [double:503]")),
        ],
        [
          "contact-refused",
          await request.post("/contact", form("Hi", "ann@example")),
        ],
      ] as const) {
        served.push([name, await answer.text()]);
      }
      const files: string[] = [];
      for (const [name, html] of served) {
        const file = path.join(dir, `${name}.html`);
        await writeFile(file, html);
        files.push(file);
      }
      const { stdout } = await promisify(execFile)(
        "java",
        [
          "-jar",
          VNU_JAR,
          "--errors-only",
          "--format",
          "json",
          "--stdout",
          ...files,
        ],
        { maxBuffer: 10 * 1024 * 1024 },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
      const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
      const errors = messages
        .filter((message) => message.type === "error")
        .map((m) => `${path.basename(m.url)}:${m.lastLine}: ${m.message}`);
      expect(errors).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
);

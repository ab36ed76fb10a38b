// The Nu HTML Checker (the W3C's validator, from the vnu-jar package) over the HTML a server sent,
// as one run of Java for every page given. Without Java the tests that use it are reported as not
// run.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const JAVA_INSTALLED = spawnSync("java", ["-version"]).status === 0;

const NU = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/** The checker's errors for each page, one line each ("page:line: message"); none when valid. */
export function nuErrors(pages: ReadonlyArray<[name: string, html: string]>) {
  const dir = mkdtempSync(path.join(tmpdir(), "nu-"));
  try {
    const files = pages.map(([, html], index) => {
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, html);
      return file;
    });
    const checked = spawnSync(
      "java",
      ["-jar", NU, "--errors-only", "--format", "gnu", ...files],
      { encoding: "utf8" },
    );
    return checked.stderr
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        // "file:/tmp/nu-x/3.html":12.5-12.9: error: …, named by the page it is about.
        const [, file = "", where = line] =
          /^"(?:file:)?([^"]+)":(.*)$/.exec(line) ?? [];
        const index = Number(path.basename(file, ".html"));
        return `${pages[index]?.[0] ?? file}:${where}`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

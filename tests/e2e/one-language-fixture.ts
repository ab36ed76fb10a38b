// Makes tests/fixtures/one-language-documents.json, the documents one-language.spec.ts compares
// with: the exports of the site as it was before it had languages (a commit, 1fa9e25 unless told),
// given this checkout's shipped sample (app/content/) and fixture posts.
//
//   npx tsx tests/e2e/one-language-fixture.ts [--baseline <commit>]
//
// The commit is written out of git into a temporary folder, with this checkout's packages; the
// folder is removed at the end. A few minutes: it builds the site twice. Make it on a quiet
// machine: the site before languages highlighted a line of a post's code for half a second at
// most, so a busy machine could leave a long line highlighted in part (the test names the post).
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import type { Fixture } from "./one-language-documents";
import {
  exportAll,
  FIXTURE,
  folderHash,
  lineHashes,
  readExports,
  sha256,
} from "./one-language-documents";
import { linkPackages } from "./project-copy";

const earlier = existsSync(FIXTURE)
  ? (JSON.parse(readFileSync(FIXTURE, "utf8")) as Fixture).baseline
  : "1fa9e25";
const { baseline = earlier } = parseArgs({
  options: { baseline: { type: "string" } },
}).values;
const commit = execFileSync(
  "git",
  ["rev-parse", "--verify", `${baseline}^{commit}`],
  { encoding: "utf8" },
).trim();

const dir = mkdtempSync(path.join(tmpdir(), "one-language-"));
const site = path.join(dir, "site");
try {
  mkdirSync(site);
  execFileSync("git", ["archive", "--output", `${site}.tar`, commit]);
  execFileSync("tar", ["-xf", `${site}.tar`, "-C", site]);
  linkPackages(site);
  rmSync(path.join(site, "app/content"), { recursive: true });
  cpSync("app/content", path.join(site, "app/content"), { recursive: true });
  await exportAll(site, path.join(dir, "out"));
  const documents = readExports(path.join(dir, "out"));
  const fixture: Fixture = {
    baseline: commit,
    sample: folderHash("app/content"),
    posts: folderHash("tests/fixtures/posts"),
    documents: Object.fromEntries(
      [...documents].map(([key, text]) => [key, sha256(text)]),
    ),
    lines: Object.fromEntries(
      [...documents.values()].map((text) => [sha256(text), lineHashes(text)]),
    ),
  };
  await writeFile(FIXTURE, `${JSON.stringify(fixture, null, 2)}\n`);
  console.log(
    `Wrote ${FIXTURE}: ${documents.size} documents of ${commit.slice(0, 7)}.`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// With one language, every document the site keeps is the bytes it was at the fixture's commit,
// and a site's words cost its pages nothing: no script more, none renamed. A copy of the project
// is exported twice (npm run export): the shipped sample as it is, and with the fixture posts, a
// project's story and Netlify Forms. Each export's every document (pages, the routes' data,
// feeds, sitemap, robots.txt, web manifest, _headers) is compared with the same document of the
// fixture's commit, by its SHA-256 with the build's fingerprints taken out
// (one-language-documents.ts says which). The scripts a page names, and its modulepreload links,
// are part of it: a module the words add shows as a line the page did not have.
//
// Until documents first (decision 036) that commit was 1fa9e25, the site before it had languages,
// and the documents of every commit since were its bytes. Documents first changed every page on
// purpose (one small script in place of the router's), so the fixture was made again from the
// commit that landed it, the site with languages and documents first.
//
// The fixture is tests/fixtures/one-language-documents.json. It pins the shipped sample, so the
// test runs only while app/content/ is the sample it was made for, and says so when it skips. To
// make it again, after a change to the sample (which the fixture's commit must be able to build)
// or to the fixture posts, or to the documents on purpose:
//
//   npx tsx tests/e2e/one-language-fixture.ts [--baseline <commit>]
//
// A change to app/content/ that no one-language document shows (a word only a site of several
// languages says, a content file for translations) changes the sample's hash too: make the
// fixture again then, or the test skips as it would for an owner's own content.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Playwright's own test: the documents are read from the folder, with no server or browser.
import { expect, test } from "@playwright/test";

import type { Fixture } from "./one-language-documents";
import {
  differences,
  EXPORTS,
  exportAll,
  FIXTURE,
  folderHash,
  readExports,
} from "./one-language-documents";
import { copyProject } from "./project-copy";
import { notTheSample, PIN_THE_SAMPLE } from "./shipped-sample";

const fixture = JSON.parse(readFileSync(FIXTURE, "utf8")) as Fixture;

const MAKE_AGAIN = PIN_THE_SAMPLE;

// Skipped only on an owner's own content: the fixture pins the documents of the shipped sample,
// which an owner's words change; the reason names what to run to make it again.
const skipped = notTheSample("the comparison of its documents");
test.skip(skipped !== undefined, skipped);

test("with one language, every document of each export is the bytes of the fixture's commit", async () => {
  // Two builds of the site, on a machine that may be busy with other tests.
  test.setTimeout(600_000);
  expect(
    folderHash("tests/fixtures/posts"),
    `tests/fixtures/posts/ changed since ${FIXTURE} was made: ${MAKE_AGAIN}`,
  ).toBe(fixture.posts);
  const site = copyProject("one-language-");
  const out = mkdtempSync(path.join(tmpdir(), "one-language-export-"));
  let documents: Map<string, string>;
  try {
    await exportAll(site, out);
    documents = readExports(out);
  } finally {
    rmSync(site, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
  for (const { name, says } of EXPORTS) {
    const found = differences(fixture, documents, name);
    expect
      .soft(
        found,
        `${says}: the documents that differ from ${fixture.baseline.slice(0, 7)}'s, normalized:\n${found.join("\n")}\n`,
      )
      .toEqual([]);
    // There were documents to compare: every page, its data, and the files beside them.
    expect
      .soft([...documents.keys()].filter((key) => key.startsWith(`${name}/`)))
      .toEqual(
        expect.arrayContaining([
          `${name}/index.html`,
          `${name}/_.data`,
          `${name}/portfolio/3.html`,
          `${name}/sitemap.xml`,
          `${name}/_headers`,
        ]),
      );
  }
});

// Whether app/content/ is the sample the project ships. The suites whose expectations are the
// sample's own words and entries (its résumé, its tabs, the documents it exports) run on it alone:
// on an owner's content they skip, and say why, rather than fail on what the owner rightly changed.
import { readFileSync } from "node:fs";

import type { Fixture } from "./one-language-documents";
import { FIXTURE, folderHash } from "./one-language-documents";

const fixture = JSON.parse(readFileSync(FIXTURE, "utf8")) as Fixture;

/** The command that pins the content as it is now, after a change to the shipped sample. */
export const PIN_THE_SAMPLE = "npx tsx tests/e2e/one-language-fixture.ts";

/** Why a suite of the shipped sample skips, or undefined while app/content/ is the sample. */
export const notTheSample = (suite: string): string | undefined =>
  folderHash("app/content") === fixture.sample
    ? undefined
    : `app/content/ is not the shipped sample (${FIXTURE} pins it): ${suite} runs on the sample alone (a change to the sample itself is pinned by ${PIN_THE_SAMPLE})`;

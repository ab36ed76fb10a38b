// axe-core, run in the page as it is. Its Playwright wrapper finishes every analysis in a new blank
// page, with the engine injected twice, for frames of other origins, which the site does not
// have: about three times the processor time of the engine run once in the page
// (docs/decisions/022).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** The axe-core rule tags of WCAG 2.1, levels A and AA. */
export const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type AxeWindow = {
  axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> };
};

/**
 * What axe-core finds on the page as it is now: by WCAG 2.1's A and AA rules, or by the `rules`
 * named; in the whole document, or within the element `include` selects.
 */
export async function axe(
  page: Page,
  { include, rules }: { include?: string; rules?: string[] } = {},
): Promise<AxeResults> {
  // A document holds the engine until the page navigates; each new one is given it again.
  const present = () =>
    typeof (window as unknown as Partial<AxeWindow>).axe?.run === "function";
  if (!(await page.evaluate(present))) await page.evaluate(AXE_SOURCE);
  const runOnly: RunOptions["runOnly"] = rules
    ? { type: "rule", values: rules }
    : { type: "tag", values: WCAG_21_AA };
  return page.evaluate(
    ([include, runOnly]) =>
      (window as unknown as AxeWindow).axe.run(include ?? document, {
        runOnly,
      }),
    [include, runOnly] as const,
  );
}

/** The rules axe-core finds broken on the page, each with the elements breaking it. */
export async function axeViolations(
  page: Page,
  options?: { include?: string },
) {
  const results = await axe(page, options);
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

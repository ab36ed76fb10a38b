import type { APIRequestContext } from "@playwright/test";
import { HtmlValidate } from "html-validate";

import { expect, test } from "./fixtures";
import { JAVA_INSTALLED, nuErrors } from "./nu-checker";
import { DOCUMENTS } from "./page-helpers";

// The HTML standard's rules, as html-validate and the Nu HTML Checker check them. Subresource
// integrity is left out of html-validate's: it guards files from another origin, and the site
// loads none.
const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document"],
  rules: { "require-sri": "off" },
});

/**
 * The HTML exactly as the server sends it, which is the same at every screen size: every page,
 * and every answer to the form.
 */
async function servedHtml(
  request: APIRequestContext,
  unwritableStoreOrigin: string,
) {
  const served: Array<[string, string]> = [];
  for (const path of DOCUMENTS)
    served.push([path, await (await request.get(path)).text()]);
  const form = (title: string, email = "ann@example.com") => ({
    form: { name: "Ann Example", email, title, message: "Hello" },
  });
  for (const [name, origin, email] of [
    ["sent", "", undefined],
    ["failed", unwritableStoreOrigin, undefined],
    ["refused", "", "ann@example"],
  ] as const) {
    const answer = await request.post(`${origin}/contact`, form("Hi", email));
    served.push([`contact, ${name}`, await answer.text()]);
  }
  return served;
}

test("the served HTML of every page and of every answer to the form is valid", async ({
  request,
  unwritableStoreOrigin,
}) => {
  const problems = [];
  for (const [name, html] of await servedHtml(request, unwritableStoreOrigin)) {
    const { results } = await validator.validateString(html);
    for (const { messages } of results)
      for (const { ruleId, message, line } of messages)
        problems.push(`${name}:${line}: ${ruleId}: ${message}`);
  }
  expect(problems).toEqual([]);
  // The checker finds what it should: a block inside a paragraph is an error.
  expect(
    (await validator.validateString("<!doctype html><p><div></div></p>")).valid,
  ).toBe(false);
});

test("the Nu HTML Checker finds no error in any page or answer to the form", async ({
  request,
  unwritableStoreOrigin,
}) => {
  // Skipped only where no Java runtime could be installed (npm test installs Debian's
  // default-jre-headless): the Nu checker is a Java program; the other validity test still runs,
  // and the summary reports this one as not run, rather than passed.
  test.skip(
    !JAVA_INSTALLED,
    "Java is not installed: the Nu HTML Checker could not run",
  );
  // With a page it must find wrong, in the same run: a block inside a paragraph.
  const probe = "a block in a paragraph";
  const errors = nuErrors([
    ...(await servedHtml(request, unwritableStoreOrigin)),
    [probe, "<!doctype html><html lang=en><title>x</title><p><div></div></p>"],
  ]);
  expect(errors.filter((error) => !error.startsWith(probe))).toEqual([]);
  expect(errors.filter((error) => error.startsWith(probe))).not.toEqual([]);
});

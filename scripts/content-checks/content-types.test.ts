// @vitest-environment node
// The build's type check of the words files, on a copy of app/ with a German words file of its own
// making: a word left out, a word of no such name, a sentence without its place and a language
// listed without its words each stop it with the compiler's own message, file, line and column.
import { execFile } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { WORDS_TYPE_CHECK } from "./content-types";

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "word-types-"));
  for (const entry of ["app", "tsconfig.json", "scripts/content-checks"])
    cpSync(entry, path.join(dir, entry), { recursive: true });
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The copy's words: English as the owner has it, and German and Dutch as written here. */
function write(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files))
    writeFileSync(path.join(dir, "app/content", file), text);
}

/** What the build's type check prints for the copy, and whether it passes. */
async function checkTypes() {
  try {
    await promisify(execFile)(
      path.resolve("node_modules/.bin/tsc"),
      WORDS_TYPE_CHECK,
      { cwd: dir },
    );
    return { passed: true, output: "" };
  } catch (error) {
    const { stdout } = error as { stdout: string };
    return { passed: false, output: stdout };
  }
}

const LANGUAGES = `import { words as de } from "./words/de";
import { words as en } from "./words/en";
export const languages = { en, de };
`;

/** German words as the English ones are, but for the locale. */
const GERMAN = `import type { Words } from "~/words/words";
import { words as en } from "./en";
export const words = { ...en, locale: "de" } satisfies Words;
`;

test("the words of each language, as the English words are, pass", async () => {
  write({ "languages.ts": LANGUAGES, "words/de.ts": GERMAN });
  expect(await checkTypes()).toEqual({ passed: true, output: "" });
});

test("a word left out, one of no such name and a sentence without its place stop it, each where it is", async () => {
  write({
    "languages.ts": LANGUAGES,
    "words/de.ts": `import type { Words } from "~/words/words";
import { words as en } from "./en";
const { openMenu: _, ...site } = en.site;
export const words = {
  ...en,
  locale: "de",
  site,
  home: { ...en.home, welcome: "Willkommen" },
  titles: { ...en.titles, home: "Startseite" },
} satisfies Words;
`,
  });
  const { passed, output } = await checkTypes();
  expect(passed).toBe(false);
  // The file, line and column of each, and the compiler's own words.
  expect(output).toMatch(
    /^app\/content\/words\/de\.ts\(7,3\): error TS2741: Property 'openMenu' is missing in type /m,
  );
  expect(output).toMatch(
    /^app\/content\/words\/de\.ts\(8,23\): error TS2353: Object literal may only specify known properties, and 'welcome' does not exist in type /m,
  );
  expect(output).toMatch(
    /^app\/content\/words\/de\.ts\(9,27\): error TS2322: Type '"Startseite"' is not assignable to type [^]*\n {2}Type '"Startseite"' is not assignable to type '`\$\{string\}\{name\}\$\{string\}`'\.$/m,
  );
});

test("a language listed without its words stops it", async () => {
  write({
    "languages.ts": LANGUAGES.replace(
      "{ en, de }",
      '{ en, de, nl: "Nederlands" }',
    ),
    "words/de.ts": GERMAN,
  });
  const { passed, output } = await checkTypes();
  expect(passed).toBe(false);
  expect(output).toMatch(
    /^app\/words\/language\.ts\(\d+,\d+\): error TS2322: Type '[^]*' is not assignable to type 'Words'\.\n {2}Type 'string' is not assignable to type 'Words'\.$/m,
  );
});

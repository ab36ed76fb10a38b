// The documents a site in one language keeps, as `npm run export` writes them, read one way for
// the test of them (one-language.spec.ts) and for the fixture it compares them with
// (one-language-fixture.ts): the exports made of a project, the documents in each, and each
// document with the build's fingerprints taken out, as a SHA-256 and its lines' hashes.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { appendFileSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { E2E_EMAIL_IDS } from "./email-service-env";
import { writeFixturePosts } from "./fixture-posts";

export const FIXTURE = "tests/fixtures/one-language-documents.json";

export type Fixture = {
  /** The commit the documents were exported from: the site before it had languages. */
  baseline: string;
  /** The shipped sample (app/content/) they were exported with, hashed by `folderHash`. */
  sample: string;
  /** The posts the second export adds (tests/fixtures/posts/), hashed the same way. */
  posts: string;
  /** Each document, "<export>/<path>", and the SHA-256 of its normalized text. */
  documents: Record<string, string>;
  /** The short hashes of each document's lines, by the document's SHA-256, to find the first that differs. */
  lines: Record<string, string>;
};

/** Each export, made in this order in one copy of the project, each edit on the last. */
export const EXPORTS = [
  {
    name: "sample",
    says: "the shipped sample, its form sending to the email service",
    edit: async () => {},
  },
  {
    name: "posts",
    says: "the sample with the fixture posts, a project's story and Netlify Forms",
    edit: async (site: string) => {
      await writeFixturePosts(site);
      appendFileSync(
        path.join(site, "app/content/projects.ts"),
        `\nfor (const project of projects) Object.assign(project, { story: undefined });\nObject.assign(projects[0]!, { story: "sql-compiler" });\n`,
      );
      appendFileSync(
        path.join(site, "app/content/contact.ts"),
        `\nObject.assign(contact, { onStaticHost: "netlify" });\n`,
      );
    },
  },
] as const;

/**
 * Everything an export's documents depend on besides the code and the content: the settings,
 * and nothing from the environment of whoever runs it (an EMAILJS_ORIGIN or HSTS_MAX_AGE of
 * theirs would change the pages).
 */
const SETTINGS = {
  SITE_URL: "https://portfolio.example/",
  EMAILJS_SERVICE_ID: E2E_EMAIL_IDS.EMAILJS_SERVICE_ID,
  EMAILJS_TEMPLATE_ID: E2E_EMAIL_IDS.EMAILJS_TEMPLATE_ID,
  EMAILJS_PUBLIC_KEY: E2E_EMAIL_IDS.EMAILJS_PUBLIC_KEY,
};

/** Makes each export of the project copy in `site`, into `<out>/<export's name>`. */
export async function exportAll(site: string, out: string) {
  for (const { name, edit } of EXPORTS) {
    await edit(site);
    const { code, output } = await exportSite(site, path.join(out, name));
    if (code !== 0)
      throw new Error(
        `npm run export (${name}) exited with ${code}:\n${output}`,
      );
  }
}

function exportSite(site: string, out: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      "npm",
      ["run", "--silent", "export", "--", "--out", out],
      {
        cwd: site,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          TMPDIR: process.env.TMPDIR,
          ...SETTINGS,
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

// What a visitor's browser reads as a document, or a host as its settings; the scripts, styles and
// pictures are what the documents name, so a new or renamed one shows in them.
const DOCUMENT = /\.(html|data|xml|json|txt|webmanifest)$|(^|\/)_headers$/;

/** Every document of each export under `out`, "<export>/<path>", normalized. */
export function readExports(out: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const { name } of EXPORTS)
    for (const file of readdirSync(path.join(out, name), { recursive: true }))
      if (
        typeof file === "string" &&
        !file.startsWith(`assets${path.sep}`) &&
        DOCUMENT.test(file)
      )
        documents.set(
          `${name}/${file.split(path.sep).join("/")}`,
          normalized(readFileSync(path.join(out, name, file), "utf8")),
        );
  // Sorted by code unit, as every machine sorts alike.
  return new Map([...documents].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * The document without what changes from one build, or one year, to the next and is not the
 * site's: a script's or stylesheet's hashed name (`/assets/root-0c2206c8.js`, the route
 * manifest's version among them), the hashes the policy allows inline scripts by (the scripts
 * are in the page itself), and the footer's year, the year the page was rendered in.
 */
export function normalized(text: string) {
  return text
    .replace(/(\/assets\/[^"'\s/()]+?)-[0-9a-f]{8}\.(js|css|svg)/g, "$1.$2")
    .replace(/sha256-[A-Za-z0-9+/]{43}=/g, "sha256-…")
    .replace(/(©(?:\s|<!-- -->)*)\d{4}\b/g, "$1YYYY");
}

export const sha256 = (text: string) =>
  createHash("sha256").update(text).digest("hex");

/** A document's lines, and each element of its HTML on a line of its own. */
export const linesOf = (text: string) => text.split(/\n|(?<=>)(?=<)/);

/** A line's hash, short: enough to tell the first line that differs. */
const lineHash = (line: string) => sha256(line).slice(0, 8);

/** Each line's short hash. */
export const lineHashes = (text: string) =>
  linesOf(text).map(lineHash).join(" ");

/** A hash of every file under `folder`, their names and their bytes. */
export function folderHash(folder: string) {
  const hash = createHash("sha256");
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files)
    hash
      .update(path.relative(folder, file).split(path.sep).join("/"))
      .update("\0")
      .update(readFileSync(file))
      .update("\0");
  return hash.digest("hex");
}

/**
 * Each way the documents of an export differ from the fixture's: a document missing or new, or
 * one whose bytes differ, with its first line that differs. `gone` names, for a document, lines it
 * had and no longer has, on purpose: it must be the fixture's without them, and otherwise alike.
 */
export function differences(
  fixture: Fixture,
  documents: ReadonlyMap<string, string>,
  exportName: string,
  gone: Readonly<Record<string, ReadonlyArray<string>>> = {},
): string[] {
  const inExport = (key: string) => key.startsWith(`${exportName}/`);
  const expected = Object.keys(fixture.documents).filter(inExport);
  const found = [...documents.keys()].filter(inExport);
  const problems: string[] = [];
  for (const key of expected.filter((key) => !documents.has(key)))
    problems.push(`${key}: not written`);
  for (const key of found.filter((key) => !(key in fixture.documents)))
    problems.push(`${key}: written, and not before`);
  for (const key of expected.filter((key) => documents.has(key))) {
    const text = documents.get(key)!;
    const hash = fixture.documents[key]!;
    const left = gone[key] ?? [];
    if (left.length === 0 && sha256(text) === hash) continue;
    const { kept: before, lacks } = withoutLines(
      fixture.lines[hash] ?? "",
      left,
    );
    if (lacks !== null) {
      problems.push(`${key}: had no line ${clipped(lacks)} to lose`);
      continue;
    }
    const now = linesOf(text);
    const at = now.findIndex((line, index) => lineHash(line) !== before[index]);
    if (at === -1 && now.length === before.length && left.length > 0) continue;
    problems.push(
      at !== -1
        ? `${key}: line ${at + 1} differs: ${clipped(now[at]!)}`
        : now.length < before.length
          ? `${key}: ends after line ${now.length}, where it had ${before.length} lines`
          : `${key}: differs within a line`,
    );
  }
  return problems;
}

/** The short hashes of a document's lines, each of `lines` left out once, or the first it lacks. */
function withoutLines(hashes: string, lines: ReadonlyArray<string>) {
  const kept = hashes.split(" ");
  for (const line of lines) {
    const at = kept.indexOf(lineHash(line));
    if (at === -1) return { kept, lacks: line };
    kept.splice(at, 1);
  }
  return { kept, lacks: null };
}

const clipped = (line: string) =>
  line.length > 240 ? `${line.slice(0, 240)}…` : line;

// The site in three languages, for the tests of what the languages change: a copy of the project
// with the German and Arabic words of tests/fixtures/languages/ in its app/content/words/, listed
// after English in its languages.ts as an owner lists theirs, and a German translation of a few
// of the content's fields (tests/fixtures/languages/translations/) listed in its translations.ts,
// built and served by its own production server; exported too, for the tests of a static host,
// when asked. Its posts are the fixture posts in English (tests/fixtures/posts/) and one of them
// in German (tests/fixtures/languages/posts/); none is in Arabic.
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { E2E_EMAIL_ENV } from "./email-service-env";
import { writeFixturePosts } from "./fixture-posts";
import { SITE_ENV } from "./fixtures";
import { copyProject, run } from "./project-copy";
import { startServer } from "./server-process";

/** The languages the copy has besides English, in the order it lists them. */
export const FIXTURE_LANGUAGES = ["de", "ar"] as const;

const LANGUAGES_FILE = "app/content/languages.ts";
/** The translations of fixture posts the copy has besides them. */
const TRANSLATED_POSTS = "tests/fixtures/languages/posts";
const TRANSLATIONS_FILE = "app/content/translations.ts";

/** The languages the copy translates some of the content into, the rest left to English. */
export const FIXTURE_TRANSLATIONS = ["de"] as const;

export type LanguagesSite = {
  /** Where the copy's server answers: "http://127.0.0.1:<port>". */
  origin: string;
  /** The folder `npm run export` wrote, when one was asked for. */
  exported?: string;
  /** What `npm run build` printed. */
  built: string;
  /** Ends the server and removes the copy, its export with it. */
  stop: () => Promise<void>;
};

/**
 * Builds the three-language copy and starts its server on a free port. With `exportFor`, the
 * copy is exported too, for a static host serving it at that address (its SITE_URL): a second
 * build, as long as the first, which the caller's hook timeout must allow for.
 */
export async function startLanguagesSite({
  exportFor,
}: { exportFor?: string } = {}): Promise<LanguagesSite> {
  const dir = copyProject("languages-");
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    for (const code of FIXTURE_LANGUAGES)
      copyFileSync(
        path.join("tests/fixtures/languages", `${code}.ts`),
        path.join(dir, "app/content/words", `${code}.ts`),
      );
    listFixtureLanguages(dir);
    await writeFixturePosts(dir);
    cpSync(TRANSLATED_POSTS, path.join(dir, "app/content/posts"), {
      recursive: true,
    });
    mkdirSync(path.join(dir, "app/content/translations"), { recursive: true });
    for (const code of FIXTURE_TRANSLATIONS)
      copyFileSync(
        path.join("tests/fixtures/languages/translations", `${code}.ts`),
        path.join(dir, "app/content/translations", `${code}.ts`),
      );
    listFixtureTranslations(dir);
    const built = await step(dir, ["build"]);
    let exported: string | undefined;
    if (exportFor) {
      exported = path.join(dir, "dist");
      await step(dir, ["export", "--", "--out", exported], {
        ...E2E_EMAIL_ENV,
        SITE_URL: exportFor,
      });
    }
    const server = await startServer({
      port: await freePort(),
      cwd: dir,
      env: SITE_ENV,
    });
    return {
      origin: server.origin,
      exported,
      built,
      stop: async () => {
        await server.stop();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * An npm script of the copy, run to its end: what it printed, or, for one that fails, a stop
 * with it.
 */
async function step(
  dir: string,
  script: string[],
  env: Record<string, string> = {},
) {
  const [name, ...args] = script;
  const { code, output } = await run(
    "npm",
    ["run", "--silent", name!, ...args],
    dir,
    env,
  );
  if (code !== 0)
    throw new Error(
      `npm run ${name} of the three-language copy failed:\n${output}`,
    );
  return output;
}

/**
 * The copy's languages.ts with German and Arabic imported as it imports English, and listed
 * after it. A languages.ts that no longer reads as the harness expects stops it, with the file.
 */
function listFixtureLanguages(dir: string) {
  const file = path.join(dir, LANGUAGES_FILE);
  const source = readFileSync(file, "utf8");
  const english = /^import \{ words as en \} from "(.+)\/en";$/m.exec(source);
  const list = /^export const languages = \{ en \};$/m;
  if (!english || !list.test(source))
    throw new Error(
      `${LANGUAGES_FILE} no longer imports English as { words as en } and lists { en }, so the three-language copy cannot add German and Arabic to it:\n${source}`,
    );
  const imports = FIXTURE_LANGUAGES.map(
    (code) => `import { words as ${code} } from "${english[1]}/${code}";`,
  );
  writeFileSync(
    file,
    source
      .replace(english[0], [english[0], ...imports].join("\n"))
      .replace(
        list,
        `export const languages = { ${["en", ...FIXTURE_LANGUAGES].join(", ")} };`,
      ),
  );
}

/**
 * The copy's translations.ts with the fixture translations imported and listed, as an owner
 * lists theirs. One that no longer reads as the harness expects stops it, with the file.
 */
function listFixtureTranslations(dir: string) {
  const file = path.join(dir, TRANSLATIONS_FILE);
  const source = readFileSync(file, "utf8");
  const list = /^export const translations = \{\} satisfies Translations;$/m;
  if (!list.test(source))
    throw new Error(
      `${TRANSLATIONS_FILE} no longer lists its translations as {} satisfies Translations, so the three-language copy cannot add German to it:\n${source}`,
    );
  const imports = FIXTURE_TRANSLATIONS.map(
    (code) =>
      `import { translation as ${code} } from "./translations/${code}";`,
  );
  writeFileSync(
    file,
    `${imports.join("\n")}\n${source.replace(
      list,
      `export const translations = { ${FIXTURE_TRANSLATIONS.join(", ")} } satisfies Translations;`,
    )}`,
  );
}

/** A port nothing listens on now, as the system hands one out. */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

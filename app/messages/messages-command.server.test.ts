// @vitest-environment node
// The owner's `npm run messages` run as the owner runs it, bundled as the build bundles it, in a
// process of its own, on a SQLite store whose messages hold control characters in every field,
// the ID and the last error among them: nothing it prints is a control character a terminal
// would obey.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { build } from "esbuild";
import Database from "libsql";

import { SERVER_BUNDLE } from "../../scripts/build";

import { openMessageStore } from "./message-store.server";

let root: string;
let dataDir: string;
let bundle: string;

// Beside the project's packages, which the bundle leaves to node_modules.
const bundles = path.resolve("node_modules/.cache/messages-command-test");

beforeAll(async () => {
  mkdirSync(path.dirname(bundles), { recursive: true });
  const outdir = mkdtempSync(`${bundles}-`);
  await build({
    ...SERVER_BUNDLE,
    entryPoints: { messages: SERVER_BUNDLE.entryPoints.messages },
    outdir,
  });
  bundle = path.join(outdir, "messages.js");
});
afterAll(() => rmSync(path.dirname(bundle), { recursive: true, force: true }));

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "messages-command-"));
  dataDir = path.join(root, "data");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The command's output, both streams, and its exit code. */
async function messages(...args: string[]) {
  // The owner's environment, without the colours the test runner asks of its workers.
  const {
    FORCE_COLOR: _,
    NO_COLOR: __,
    DATABASE_URL: ___,
    ...owner
  } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [bundle, ...args],
      { env: { ...owner, DATA_DIR: dataDir } },
    );
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const { stdout, stderr, code } = error as {
      stdout: string;
      stderr: string;
      code: number;
    };
    return { stdout, stderr, code };
  }
}

// A terminal obeys a control character (but a line feed or a tab) and the marks that reorder text.
const OBEYED = /[^\P{Cc}\n\t]|[\u202a-\u202e\u2066-\u2069]/u;

const HOSTILE = "\u001b]8;;https://evil.example\u0007link\u001b[2J\u009b\u202e";

/** A store holding one message whose every field, its ID among them, holds `HOSTILE`. */
async function hostileStore() {
  const store = openMessageStore({
    dataDir,
    log: { log() {}, error() {} },
  });
  const id = await store.keep(
    {
      name: `Ann${HOSTILE}`,
      email: `ann${HOSTILE}@example.com`,
      title: `Title${HOSTILE}`,
      message: `Line one\r\nLine two\tand${HOSTILE}`,
      language: `de${HOSTILE}`,
    },
    Date.UTC(2026, 10, 30),
    10,
  );
  await store.settle(id!, { lastError: `service failure: ${HOSTILE}` });
  await store.close();
  // An ID as an older store or a hand-edited file may hold it.
  const database = new Database(path.join(dataDir, "messages.db"));
  database
    .prepare("update messages set id = ? where id = ?")
    .run(`abc${HOSTILE}`, id);
  database.close();
}

test("list, show, retry, export and delete print no control character, each written as its code", async () => {
  await hostileStore();
  // What only reads, side by side; then what changes the store, one after the other.
  const [list, show, json, csv, unknown] = await Promise.all([
    messages("list"),
    messages("show", "abc"),
    messages("export"),
    messages("export", "--csv"),
    messages("show", `zz${HOSTILE}`),
  ]);
  const retry = await messages("retry", "abc");
  const runs = {
    list,
    show,
    export: json,
    csv,
    unknown,
    retry,
    delete: await messages("delete", "abc"),
  };
  for (const [command, { stdout, stderr }] of Object.entries(runs)) {
    expect(stdout, command).not.toMatch(OBEYED);
    expect(stderr, command).not.toMatch(OBEYED);
  }
  const written =
    "\\u{1b}]8;;https://evil.example\\u{7}link\\u{1b}[2J\\u{9b}\\u{202e}";
  expect(runs.show.stdout).toBe(
    [
      `Message abc${written}`,
      "Received: 2026-11-30 00:00 UTC",
      `From:     Ann${written} <ann${written}@example.com>`,
      `Subject:  Title${written}`,
      "State:    waiting (0 tries, next 2026-11-30 00:00)",
      `Language: de${written}`,
      `Last try: service failure: ${written}`,
      "",
      `Line one\nLine two\tand${written}`,
      "",
    ].join("\n"),
  );
  expect(runs.list.stdout).toContain(`abc${written.slice(0, 5)}`);
  expect(runs.retry.stdout).toBe(
    "1 message is due now; a running server sends it within seconds.\n",
  );
  expect(runs.unknown).toMatchObject({ code: 2 });
  expect(runs.unknown.stderr).toMatch(
    new RegExp(
      `^No message has an ID starting zz${written.replace(/[\\[\]{}().?]/g, "\\$&")}\\.\n`,
    ),
  );
  expect(runs.delete.stdout).toBe(`Deleted message abc${written}.\n`);
  // The JSON keeps every character as it was, in JSON's own escapes.
  const [exported] = JSON.parse(runs.export.stdout) as Array<
    Record<string, string>
  >;
  expect(exported).toMatchObject({
    id: `abc${HOSTILE}`,
    name: `Ann${HOSTILE}`,
    message: `Line one\r\nLine two\tand${HOSTILE}`,
    lastError: `service failure: ${HOSTILE}`,
  });
  expect(runs.csv.stdout).toContain(`Title${written}`);
});

test("an option it does not take is a usage error: said with the help, exit code 2", async () => {
  const { stdout, stderr, code } = await messages("list", "--all");
  expect(code).toBe(2);
  expect(stdout).toBe("");
  expect(stderr).toMatch(/^Unknown option '--all'/);
  expect(stderr).toContain("\n\nReads and manages the messages");
});

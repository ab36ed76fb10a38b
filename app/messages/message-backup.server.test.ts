// @vitest-environment node
// Backups of the message store on real SQLite files: taken while another process keeps messages,
// restored into a fresh store and into one that has some already, and refused where they would
// overwrite a file or are not backups. (Postgres: tests/e2e/postgres.spec.ts.)
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

import Database from "libsql";

import {
  BackupError,
  backUpMessages,
  restoreMessages,
} from "./message-backup.server";
import { openMessageStore } from "./message-store.server";

let root: string;
const quiet = { log: () => {}, error: vi.fn() };

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "backup-"));
  quiet.error.mockClear();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A store of its own in `root`, by name. */
const open = (name: string) =>
  openMessageStore({ dataDir: path.join(root, name), log: quiet });
const fileIn = (name: string) => path.join(root, name);

const ann = {
  name: "Ann Example",
  email: "ann@example.com",
  title: "A role",
  message: "Unmistakable words 7f3a",
};

/** What SQLite finds checking the whole file, and its messages' ids. */
function readBack(file: string) {
  const database = new Database(file);
  try {
    const [check] = database.prepare("pragma integrity_check").all() as {
      integrity_check: string;
    }[];
    const ids = (
      database.prepare("select id from messages").all() as { id: string }[]
    ).map((row) => row.id);
    return { check: check?.integrity_check, ids: new Set(ids) };
  } finally {
    database.close();
  }
}

test("a backup taken while another process keeps messages holds every message kept before it began, and restores into a fresh store", async () => {
  const store = open("live");
  // Enough messages already that copying them takes a while, written at once.
  await store.keep(ann, 0, 1_000_000);
  await store.run(async (db) => {
    const rows = Array.from({ length: 3_000 }, (_, index) => ({
      ...ann,
      id: `filler-${String(index).padStart(5, "0")}`,
      message: "A long message. ".repeat(60),
      receivedAt: index,
      status: "delivered" as const,
      attempts: 1,
      nextAttemptAt: index,
      lastError: null,
      deliveredAt: index,
      sendingUntil: null,
    }));
    for (let start = 0; start < rows.length; start += 250)
      await db
        .insertInto("messages")
        .values(rows.slice(start, start + 250))
        .execute();
  });

  // Another process, as the server is: it keeps a message, says its id once it is kept, and
  // again, until it is told to stop (its standard input closes) or 20 s have passed.
  const keeper = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `import { openMessageStore } from "./app/messages/message-store.server.ts";
      const store = openMessageStore({ dataDir: process.argv[1], log: { log() {}, error: console.error } });
      let stop = false;
      process.stdin.on("close", () => (stop = true)).resume();
      for (const until = Date.now() + 20_000; !stop && Date.now() < until; ) {
        console.log(await store.keep({ name: "n", email: "e@example.com", title: "t", message: "m" }, Date.now(), 1_000_000));
        // SQLite answers without waiting on anything: let the end of its input be heard.
        await new Promise((resolve) => setImmediate(resolve));
      }
      await store.close();`,
      path.join(root, "live"),
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const kept: string[] = [];
  const ended = new Promise((resolve) => keeper.once("exit", resolve));
  createInterface({ input: keeper.stdout }).on("line", (id) => kept.push(id));
  const keptAtLeast = async (count: number) => {
    while (kept.length < count)
      await new Promise((resolve) => setTimeout(resolve, 20));
  };

  const backups: { file: string; before: string[]; count: number }[] = [];
  try {
    await keptAtLeast(20);
    for (const number of [1, 2, 3]) {
      const before = [...kept];
      const file = fileIn(`backup-${number}.db`);
      backups.push({ file, before, count: await backUpMessages(store, file) });
      // The keeper goes on between the backups: each is taken while messages arrive.
      await keptAtLeast(kept.length + 10);
    }
  } finally {
    keeper.stdin.end();
    await ended;
    await store.close();
  }
  expect(keeper.exitCode).toBe(0);
  expect(kept.length).toBeGreaterThan(40);

  for (const { file, before, count } of backups) {
    // One file, readable by its owner alone, that SQLite reads whole.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const inBackup = readBack(file);
    expect(inBackup.check).toBe("ok");
    expect(inBackup.ids.size).toBe(count);
    expect(before.filter((id) => !inBackup.ids.has(id))).toEqual([]);

    const name = `restored-${path.basename(file, ".db")}`;
    const restored = open(name);
    expect(await restoreMessages(restored, file)).toEqual({
      restored: count,
      alreadyThere: 0,
    });
    await restored.close();
    const inStore = readBack(path.join(root, name, "messages.db"));
    expect(inStore.check).toBe("ok");
    expect(before.filter((id) => !inStore.ids.has(id))).toEqual([]);
    expect(inStore.ids).toEqual(inBackup.ids);
  }
  expect(
    readdirSync(root).filter((name) => /-(wal|shm|journal)$/.test(name)),
  ).toEqual([]);
  expect(quiet.error).not.toHaveBeenCalled();
});

test("restoring into a store that has some of the messages adds the others, leaves its own as they are, and twice changes nothing", async () => {
  const source = open("source");
  const first = await source.keep(ann, 1, 10);
  const second = await source.keep(
    { ...ann, message: "Second", language: "de" },
    2,
    10,
  );
  // Both taken for a try, as the backup finds them.
  await source.claim(3, 1_000, "instance-a");
  await source.claim(3, 1_000, "instance-a");
  const file = fileIn("backup.db");
  expect(await backUpMessages(source, file)).toBe(2);
  await source.close();

  const target = open("target");
  // The target has the first message already, delivered since, and one of its own.
  const own = await target.keep({ ...ann, message: "Its own" }, 5, 10);
  await target.run((db) =>
    db
      .insertInto("messages")
      .values({
        ...ann,
        id: first!,
        receivedAt: 1,
        status: "delivered",
        attempts: 1,
        nextAttemptAt: 1,
        lastError: null,
        deliveredAt: 4,
        sendingUntil: null,
        sendingBy: null,
      })
      .execute(),
  );
  expect(await restoreMessages(target, file)).toEqual({
    restored: 1,
    alreadyThere: 1,
  });
  expect(await restoreMessages(target, file)).toEqual({
    restored: 0,
    alreadyThere: 2,
  });
  const messages = await target.list();
  expect(messages.map((message) => message.id).sort()).toEqual(
    [first, second, own].sort(),
  );
  expect(messages.find((message) => message.id === first)).toMatchObject({
    status: "delivered",
    deliveredAt: 4,
  });
  // As it was in the backup, claimed for a try; but that try is not under way here, so it is
  // due when its lease would have ended.
  expect(messages.find((message) => message.id === second)).toMatchObject({
    message: "Second",
    language: "de",
    status: "waiting",
    attempts: 1,
    nextAttemptAt: 1_000,
    sendingUntil: null,
    sendingBy: null,
  });
  await target.close();
});

test("a backup never overwrites a file, the store's own included", async () => {
  const store = open("store");
  await store.keep(ann, 1, 10);
  const file = fileIn("taken.db");
  writeFileSync(file, "Something the owner keeps here");
  await expect(backUpMessages(store, file)).rejects.toThrow(
    new BackupError(
      "the file exists already, and a backup never overwrites one: name a new file",
    ),
  );
  expect(readFileSync(file, "utf8")).toBe("Something the owner keeps here");
  const own = path.join(root, "store", "messages.db");
  await expect(backUpMessages(store, own)).rejects.toThrow(/exists already/);
  expect(await store.list()).toHaveLength(1);
  // A backup that cannot be written leaves nothing behind.
  await expect(
    backUpMessages(store, fileIn("no-such-folder/backup.db")),
  ).rejects.toThrow(/ENOENT/);
  expect(existsSync(fileIn("no-such-folder"))).toBe(false);
  await store.close();
});

test("a deleted message is not in a backup taken after it was deleted", async () => {
  const store = open("store");
  const id = await store.keep(ann, 1, 10);
  await store.keep({ ...ann, email: "bo@example.org", message: "Kept" }, 2, 10);
  await store.remove(id!);
  const file = fileIn("backup.db");
  expect(await backUpMessages(store, file)).toBe(1);
  await store.close();
  const bytes = readFileSync(file);
  expect(bytes.includes("Unmistakable words 7f3a")).toBe(false);
  expect(bytes.includes("ann@example.com")).toBe(false);
});

test.each([
  ["no file", () => fileIn("missing.db"), "there is no such file"],
  [
    "its file is not a database",
    () => {
      writeFileSync(fileIn("notes.db"), "Not a database at all. ".repeat(100));
      return fileIn("notes.db");
    },
    "it is not a SQLite database",
  ],
  [
    "a database of something else",
    () => {
      const other = new Database(fileIn("other.db"));
      other.exec("create table notes (text text)");
      other.close();
      return fileIn("other.db");
    },
    "it has no messages table, so it is not a backup of the messages",
  ],
] as const)(
  "restoring from %s is refused, and the store is left as it was",
  async (_, make, reason) => {
    const file = make();
    const before = existsSync(file) ? readFileSync(file) : undefined;
    const store = open("store");
    await store.keep(ann, 1, 10);
    await expect(restoreMessages(store, file)).rejects.toThrow(reason);
    expect(await store.list()).toHaveLength(1);
    await store.close();
    if (before) expect(readFileSync(file)).toEqual(before);
  },
);

test("a backup made by a newer version of the site is refused, naming what this one lacks", async () => {
  const source = open("source");
  await source.keep(ann, 1, 10);
  const file = fileIn("backup.db");
  await backUpMessages(source, file);
  await source.close();
  const newer = new Database(file);
  newer.exec(
    "insert into kysely_migration (name, timestamp) values ('099-from-the-future', '2030-01-01'), ('100-further', '2030-02-01')",
  );
  newer.close();
  const store = open("store");
  await expect(restoreMessages(store, file)).rejects.toThrow(
    "it was made by a newer version of the site (099-from-the-future, 100-further): restore it with that version",
  );
  expect(await store.list()).toEqual([]);
  await store.close();
});

test("a backup that fails once its file is made leaves no file behind, nor SQLite's beside it", async () => {
  const store = open("store");
  const file = fileIn("backup.db");
  // The copy fails part way, as a full disk would fail it, with SQLite's side files begun.
  const failing = {
    ...store,
    dialect: store.dialect,
    run: async () => {
      for (const side of ["-journal", "-wal", "-shm"])
        writeFileSync(`${file}${side}`, "begun");
      throw new Error("disk I/O error");
    },
  } as typeof store;
  await expect(backUpMessages(failing, file)).rejects.toThrow("disk I/O error");
  expect(readdirSync(root).filter((name) => name.startsWith("backup"))).toEqual(
    [],
  );
  await store.close();
});

test("a messages table alone, with no record of its versions, restores", async () => {
  // As another SQLite tool might leave a copy of the store: the messages, not the migrations.
  const source = open("source");
  await source.keep(ann, 1, 10);
  const file = fileIn("backup.db");
  await backUpMessages(source, file);
  await source.close();
  const copy = new Database(file);
  copy.exec("drop table kysely_migration; drop table kysely_migration_lock");
  copy.close();
  const store = open("store");
  expect(await restoreMessages(store, file)).toEqual({
    restored: 1,
    alreadyThere: 0,
  });
  await store.close();
});

test("a backup made before messages said their language restores, their language unknown", async () => {
  const source = open("source");
  await source.keep({ ...ann, language: "de" }, 1, 10);
  const file = fileIn("backup.db");
  await backUpMessages(source, file);
  await source.close();
  // The backup as the version before the language's migration made it.
  const copy = new Database(file);
  copy.exec(
    "alter table messages drop column language; delete from kysely_migration where name = '003-language'",
  );
  copy.close();
  const store = open("store");
  expect(await restoreMessages(store, file)).toEqual({
    restored: 1,
    alreadyThere: 0,
  });
  expect(await store.list()).toMatchObject([
    { message: ann.message, language: null },
  ]);
  await store.close();
});

test("a backup with one bad row restores nothing, and names the row, its ID and what is wrong", async () => {
  const source = open("source");
  for (const time of [1_000, 2_000, 3_000]) await source.keep(ann, time, 10);
  const file = fileIn("backup.db");
  await backUpMessages(source, file);
  await source.close();
  const original = readFileSync(file);
  const cases: Array<[set: string, fault: string]> = [
    [
      "received_at = 'yesterday'",
      'its receivedAt is not a time (whole milliseconds since 1970): "yesterday"',
    ],
    [
      "received_at = 1e20",
      "its receivedAt is not a time (whole milliseconds since 1970): 100000000000000000000",
    ],
    [
      "received_at = 1.5",
      "its receivedAt is not a time (whole milliseconds since 1970): 1.5",
    ],
    [
      "next_attempt_at = 'later'",
      'its nextAttemptAt is not a time (whole milliseconds since 1970): "later"',
    ],
    [
      "delivered_at = 'soon'",
      'its deliveredAt is not a time (whole milliseconds since 1970), or empty: "soon"',
    ],
    [
      "status = 'lost'",
      'its status is not one of waiting, delivered, undeliverable, refused: "lost"',
    ],
    [
      "status = 'delivered', delivered_at = null",
      "its deliveredAt is not a time, as the message is delivered: null",
    ],
    ["attempts = -1", "its attempts is not a whole number from 0: -1"],
    ["name = x'414e4e'", "its name is not text: {}"],
    ["email = x'414e4e'", "its email is not text: {}"],
    ["title = x'414e4e'", "its title is not text: {}"],
    // A long value is cut short.
    [
      `status = '${"x".repeat(100)}'`,
      `its status is not one of waiting, delivered, undeliverable, refused: "${"x".repeat(79)}…`,
    ],
    ["language = 'd'", 'its language is not a language\'s code, or empty: "d"'],
    [
      "language = 'deut'",
      'its language is not a language\'s code, or empty: "deut"',
    ],
    [
      "language = 'de-'",
      'its language is not a language\'s code, or empty: "de-"',
    ],
    [
      "language = 'de-CH_x'",
      'its language is not a language\'s code, or empty: "de-CH_x"',
    ],
    [
      "language = 'de-abcdefghi'",
      'its language is not a language\'s code, or empty: "de-abcdefghi"',
    ],
    // A text column keeps a number as text; a blob stays one.
    ["message = x'00'", "its message is not text: {}"],
    ["attempts = 'two'", 'its attempts is not a whole number from 0: "two"'],
    ["last_error = x'00ff'", "its lastError is not text, or empty: {}"],
    [
      "language = 'Deutsch'",
      'its language is not a language\'s code, or empty: "Deutsch"',
    ],
  ];
  for (const [set, fault] of cases) {
    writeFileSync(file, original);
    const copy = new Database(file);
    // The last of the three in the order of their IDs.
    const { id } = copy
      .prepare("select id from messages order by id desc limit 1")
      .get() as { id: string };
    copy.prepare(`update messages set ${set} where id = ?`).run(id);
    copy.close();
    const store = open("store");
    await expect(restoreMessages(store, file), set).rejects.toThrow(
      new BackupError(
        `message 3 in the order of IDs (ID "${id}") cannot be restored: ${fault}; nothing was restored`,
      ),
    );
    expect(await store.list(), set).toEqual([]);
    await store.close();
  }
});

test("every value a store keeps restores, at the edges of what is checked", async () => {
  const source = open("source");
  await source.keep(ann, 1_000, 10);
  const file = fileIn("backup.db");
  await backUpMessages(source, file);
  await source.close();
  const copy = new Database(file);
  copy.exec(
    `update messages set id = '${"!~".repeat(32)}', language = 'gsw-CH-Latn1234-x', received_at = 8640000000000000, next_attempt_at = -8640000000000000, attempts = 0, status = 'refused', last_error = 'message refused', delivered_at = null`,
  );
  copy.close();
  const store = open("store");
  expect(await restoreMessages(store, file)).toEqual({
    restored: 1,
    alreadyThere: 0,
  });
  expect(await store.list()).toMatchObject([
    {
      id: "!~".repeat(32),
      language: "gsw-CH-Latn1234-x",
      receivedAt: 8640000000000000,
      status: "refused",
    },
  ]);
  await store.close();
});

test("an ID that is not the store's is named with its control characters written as their codes", async () => {
  const source = open("source");
  await source.keep(ann, 1_000, 10);
  const file = fileIn("backup.db");
  await backUpMessages(source, file);
  await source.close();
  const copy = new Database(file);
  copy.exec(
    "update messages set id = 'x' || char(27) || '[2J' || char(155) || char(8238)",
  );
  copy.close();
  const store = open("store");
  await expect(restoreMessages(store, file)).rejects.toThrow(
    new BackupError(
      'message 1 in the order of IDs (ID "x\\u001b[2J\\u{9b}\\u{202e}") cannot be restored: its id is not an ID: up to 64 letters, digits or signs: "x\\u001b[2J\\u{9b}\\u{202e}"; nothing was restored',
    ),
  );
  expect(await store.list()).toEqual([]);
  await store.close();
});

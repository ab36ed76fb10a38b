// @vitest-environment node
// The message store on a real SQLite file: what it keeps, how a message is claimed for one try,
// and what it leaves of a deleted message or a damaged file. (Postgres: tests/e2e/postgres.spec.ts.)
import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { Kysely, Migrator, SqliteDialect } from "kysely";
import Database from "libsql";

import { MIGRATIONS, openMessageStore } from "./message-store.server";

let dataDir: string;
const quiet = { log: () => {}, error: vi.fn() };

beforeEach(() => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), "store-")), "data");
  quiet.error.mockClear();
});
afterEach(() =>
  rmSync(path.dirname(dataDir), { recursive: true, force: true }),
);

const open = () => openMessageStore({ dataDir, log: quiet });

const ann = {
  name: "Ann Example",
  email: "ann@example.com",
  title: "A role",
  message: "Unmistakable words 7f3a",
};

test("a message is kept with an id, waiting, in a file only the server's user can read", async () => {
  const store = open();
  const id = await store.keep({ ...ann, language: "de" }, 1_000, 10);
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(await store.list()).toEqual([
    {
      ...ann,
      language: "de",
      id,
      receivedAt: 1_000,
      status: "waiting",
      attempts: 0,
      nextAttemptAt: 1_000,
      lastError: null,
      deliveredAt: null,
      sendingUntil: null,
      sendingBy: null,
    },
  ]);
  await store.close();
  expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  expect(statSync(path.join(dataDir, "messages.db")).mode & 0o777).toBe(0o600);
  // Kept means on disk: a store opened afresh reads it.
  const again = open();
  expect(await again.find(id!.slice(0, 8))).toHaveLength(1);
  await again.close();
});

test("past the cap of messages not delivered, a new one is not kept", async () => {
  const store = open();
  const [first, second] = [
    await store.keep(ann, 1, 2),
    await store.keep(ann, 2, 2),
  ];
  expect(await store.keep(ann, 3, 2)).toBeNull();
  // A delivered message no longer counts against the cap.
  await store.settle(first!, { status: "delivered", deliveredAt: 4 });
  expect(await store.keep(ann, 5, 2)).not.toBeNull();
  expect(second).not.toBeNull();
  await store.close();
});

test("a claimed message is held for its lease, oldest first, and due again if never settled", async () => {
  const store = open();
  const older = await store.keep(ann, 100, 10);
  const newer = await store.keep(ann, 200, 10);
  expect(await store.claim(50, 1_000, "instance-a")).toBeUndefined();
  expect(await store.claim(300, 1_000, "instance-a")).toMatchObject({
    id: older,
    attempts: 1,
  });
  expect(await store.claim(300, 1_000, "instance-a")).toMatchObject({
    id: newer,
    attempts: 1,
  });
  expect(await store.claim(300, 1_000, "instance-a")).toBeUndefined();
  expect(await store.nextDue()).toBe(1_000);
  // The instance that claimed them died: after the lease, another tries again.
  expect(await store.claim(1_000, 2_000, "instance-a")).toMatchObject({
    id: older,
    attempts: 2,
  });
  await store.close();
});

test("the owner's retry leaves a message being sent to its try, and makes the others due now", async () => {
  const store = open();
  const sending = await store.keep(ann, 100, 10);
  const failed = await store.keep({ ...ann, message: "Second" }, 200, 10);
  const delivered = await store.keep({ ...ann, message: "Third" }, 300, 10);
  expect(await store.claim(400, 5_000, "instance-a")).toMatchObject({
    id: sending,
  });
  for (const id of [failed, delivered]) {
    await store.claim(400, 5_000, "instance-a");
    await store.settle(id!, {
      ...(id === delivered
        ? { status: "delivered", deliveredAt: 450 }
        : { nextAttemptAt: 9_000, lastError: "service failure" }),
    });
  }
  // Its instance was heard from at 400, and counts as running since 300.
  await store.beat("instance-a", 400);
  expect(await store.retry(500, 300)).toEqual({
    due: 1,
    sending: 1,
    sendingUntil: 5_000,
  });
  expect(await store.retry(500, 300, sending!)).toEqual({
    due: 0,
    sending: 1,
    sendingUntil: 5_000,
  });
  const byId = new Map((await store.list()).map((m) => [m.id, m]));
  expect(byId.get(failed!)).toMatchObject({
    status: "waiting",
    attempts: 0,
    nextAttemptAt: 500,
    sendingUntil: null,
  });
  expect(byId.get(sending!)).toMatchObject({
    attempts: 1,
    nextAttemptAt: 5_000,
    sendingUntil: 5_000,
    sendingBy: "instance-a",
  });
  expect(byId.get(delivered!)).toMatchObject({ status: "delivered" });
  // Its try never ended (the instance died): once its lease is over, the owner's retry takes it.
  expect(await store.retry(5_000, 300, sending!)).toEqual({
    due: 1,
    sending: 0,
    sendingUntil: undefined,
  });
  await store.close();
});

test("on start, every lease but the instance's own is released: a SQLite store has no other instance", async () => {
  const store = open();
  const [dead, own, expired] = [
    await store.keep(ann, 100, 10),
    await store.keep({ ...ann, message: "Second" }, 200, 10),
    await store.keep({ ...ann, message: "Third" }, 300, 10),
  ];
  expect(await store.claim(400, 900_000, "stopped")).toMatchObject({
    id: dead,
  });
  expect(await store.claim(400, 900_000, "this")).toMatchObject({ id: own });
  expect(await store.claim(400, 800, "stopped")).toMatchObject({ id: expired });
  expect(await store.releaseLeases(1_000, "this")).toBe(1);
  const byId = new Map((await store.list()).map((m) => [m.id, m]));
  // Due now, its try counted.
  expect(byId.get(dead!)).toMatchObject({
    attempts: 1,
    nextAttemptAt: 1_000,
    sendingUntil: null,
    sendingBy: null,
  });
  expect(byId.get(own!)).toMatchObject({
    nextAttemptAt: 900_000,
    sendingUntil: 900_000,
    sendingBy: "this",
  });
  // A lease already over is due as it is.
  expect(byId.get(expired!)).toMatchObject({
    nextAttemptAt: 800,
    sendingUntil: 800,
  });
  expect(await store.claim(1_000, 2_000, "this")).toMatchObject({
    id: expired,
  });
  expect(await store.claim(1_000, 2_000, "this")).toMatchObject({
    id: dead,
    attempts: 2,
  });
  await store.close();
});

test("an instance heard from since a time keeps its leases; one not heard from, or none named, loses them", async () => {
  const store = open();
  const ids = [];
  for (const holder of ["alive", "silent", "never-heard", "this"]) {
    ids.push(await store.keep(ann, 100, 10));
    await store.claim(200, 900_000, holder);
  }
  // A lease taken before leases named their holder.
  const unnamed = await store.keep(ann, 100, 10);
  await store.claim(200, 900_000, "x");
  await store.run((db) =>
    db
      .updateTable("messages")
      .set({ sendingBy: null })
      .where("id", "=", unnamed!)
      .execute(),
  );
  await store.beat("silent", 300);
  await store.beat("alive", 300);
  await store.beat("alive", 600);
  expect(await store.releaseLeases(1_000, "this", 500)).toBe(3);
  const byId = new Map((await store.list()).map((m) => [m.id, m]));
  const [alive, silent, neverHeard, own] = ids;
  for (const id of [silent, neverHeard, unnamed])
    expect(byId.get(id!)).toMatchObject({
      nextAttemptAt: 1_000,
      sendingUntil: null,
    });
  for (const id of [alive, own])
    expect(byId.get(id!)).toMatchObject({ sendingUntil: 900_000 });
  // Heard from exactly at the time counts as alive.
  expect(await store.releaseLeases(1_000, "this", 600)).toBe(0);
  expect(await store.releaseLeases(1_000, "this", 601)).toBe(1);
  await store.close();
});

test("an instance not heard from for a day is forgotten", async () => {
  const store = open();
  const day = 24 * 60 * 60 * 1000;
  await store.beat("old", 1_000);
  await store.beat("recent", 2_000);
  await store.releaseLeases(day + 1_500, "this", 0);
  expect(
    await store.run((db) =>
      db.selectFrom("instances").selectAll().orderBy("id").execute(),
    ),
  ).toEqual([{ id: "recent", seenAt: 2_000 }]);
  await store.close();
});

test("the owner's retry makes a message due now whose instance is not heard from, and says when a held one goes", async () => {
  const store = open();
  const held = await store.keep(ann, 100, 10);
  const stopped = await store.keep({ ...ann, message: "Second" }, 200, 10);
  await store.claim(300, 900_000, "alive");
  await store.claim(300, 950_000, "stopped");
  await store.beat("alive", 1_000);
  await store.beat("stopped", 400);
  expect(await store.retry(2_000, 500)).toEqual({
    due: 1,
    sending: 1,
    sendingUntil: 900_000,
  });
  const byId = new Map((await store.list()).map((m) => [m.id, m]));
  expect(byId.get(stopped!)).toMatchObject({
    attempts: 0,
    nextAttemptAt: 2_000,
    sendingUntil: null,
    sendingBy: null,
  });
  expect(byId.get(held!)).toMatchObject({ sendingUntil: 900_000 });
  await store.close();
});

test("one request to the email service at a time, for every instance", async () => {
  const store = open();
  expect(await store.takeSendSlot(1_000, 2_000)).toBe(true);
  expect(await store.takeSendSlot(1_500, 2_500)).toBe(false);
  expect(await store.takeSendSlot(2_000, 3_000)).toBe(true);
  await store.close();
});

test("a deleted message leaves no trace of its words in the file or its journal", async () => {
  const store = open();
  const id = await store.keep(ann, 1, 10);
  await store.keep(
    { ...ann, email: "bo@example.org", message: "Another one" },
    2,
    10,
  );
  await store.remove(id!);
  const files = readdirSync(dataDir).map((file) =>
    readFileSync(path.join(dataDir, file)),
  );
  expect(files.length).toBeGreaterThan(0);
  for (const bytes of files) {
    expect(bytes.includes("Unmistakable words 7f3a")).toBe(false);
    expect(bytes.includes("ann@example.com")).toBe(false);
  }
  expect((await store.list()).map((message) => message.message)).toEqual([
    "Another one",
  ]);
  await store.close();
});

test("a damaged file is left as it is, and said so once, naming it; a new one is used once it is moved away", async () => {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "messages.db");
  writeFileSync(
    file,
    "These are not the bytes of a SQLite database, but they matter.".repeat(
      100,
    ),
  );
  const before = readFileSync(file);
  const store = open();
  await expect(store.keep(ann, 1, 10)).rejects.toThrow();
  await expect(store.keep(ann, 2, 10)).rejects.toThrow();
  expect(readFileSync(file)).toEqual(before);
  expect(quiet.error).toHaveBeenCalledTimes(1);
  expect(quiet.error.mock.calls[0]![0]).toMatch(
    new RegExp(
      `^Messages cannot be kept in ${file} \\(SQLITE_NOTADB: .*\\).* The file is left as it is: restore it from a backup, or move it away and a new one is made\\.$`,
    ),
  );
  rmSync(file);
  expect(await store.keep(ann, 3, 10)).not.toBeNull();
  await store.close();
});

test.each([
  // The other process deletes the first message, and keeps its change or drops it.
  ["written and let go", "commit", ["Second"]],
  ["let go without writing", "rollback", ["Second", "Unmistakable words 7f3a"]],
] as const)(
  "a message that waited for another process's lock is kept once that process has %s, and leaves the file free",
  async (_, release, kept) => {
    const store = open();
    await store.keep(ann, 1, 10);
    const other = new Database(path.join(dataDir, "messages.db"));
    other.exec("begin immediate");
    other.exec("delete from messages");
    const second = store.keep({ ...ann, message: "Second" }, 2, 10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    other.exec(release);
    expect(await second).toMatch(/^[0-9a-f-]{36}$/);
    // Written for good, and no lock left behind: the other process writes again at once.
    other.exec("pragma busy_timeout = 0");
    other.exec("begin immediate");
    other.exec("commit");
    other.close();
    expect((await store.list()).map((message) => message.message)).toEqual(
      kept,
    );
    expect(quiet.error).not.toHaveBeenCalled();
    await store.close();
  },
  10_000,
);

test("while another process holds the lock, every call waiting on one connection goes through once it is free", async () => {
  const store = open();
  const first = await store.keep(ann, 1, 10);
  const second = await store.keep({ ...ann, message: "Second" }, 2, 10);
  const other = new Database(path.join(dataDir, "messages.db"));
  other.exec("begin immediate");
  other.exec("update delivery set last_cause = 'held'");
  // The delivery, a visitor and the owner, all at once.
  const calls = Promise.all([
    store.keep({ ...ann, message: "Third" }, 3, 10),
    store.summary(),
    store.retry(4, 0),
    store.remove(second!),
    store.claim(5, 1_000, "instance-a"),
    store.takeSendSlot(5, 1_000),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 300));
  other.exec("commit");
  other.close();
  const [third, summary, retried, , claimed, slot] = await calls;
  expect(third).toMatch(/^[0-9a-f-]{36}$/);
  // However the calls took turns: the first message at least was there to be made due again.
  expect(retried.due).toBeGreaterThanOrEqual(1);
  expect(claimed).toMatchObject({ attempts: 1 });
  expect(slot).toBe(true);
  expect(summary).toMatchObject({ undeliverable: 0 });
  expect((await store.list()).map((message) => message.id)).toEqual([
    third,
    first,
  ]);
  expect(quiet.error).not.toHaveBeenCalled();
  await store.close();
});

test("while another process takes the lock and lets it go, again and again, every message the store said it kept is in the file", async () => {
  const store = open();
  await store.keep(ann, 1, 1_000_000);
  // For 30 turns, and until the store has kept more than 50 messages beside the first, however
  // long a busy machine takes over them: takes the write lock, writes, holds it up to 30 ms,
  // commits, rests up to 30 ms. It waits for the lock as long as it must: on a machine busy with
  // other work the store's writers may keep it from the holder for more than a second, and the
  // holder is there to take its turns, not to give up. It is stopped after 20 s at the most.
  const holder = promisify(execFile)(
    process.execPath,
    [
      "-e",
      `const db = new (require("libsql"))(process.argv[1]);
    db.exec("pragma busy_timeout = 10000");
    const pause = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 30));
    const kept = () => db.prepare("select count(*) as count from messages").get().count;
    (async () => {
      for (let turns = 0; turns < 30 || kept() <= 51; turns++, await pause()) {
        db.exec("begin immediate");
        db.exec("update delivery set last_cause = 'held'");
        await pause();
        db.exec("commit");
      }
    })();`,
      path.join(dataDir, "messages.db"),
    ],
    { timeout: 20_000 },
  );
  let holding = true;
  // Its failure is the test's, reported where it is awaited below.
  holder.finally(() => (holding = false)).catch(() => {});
  const kept: (string | null)[] = [];
  const visitor = async () => {
    while (holding) {
      kept.push(await store.keep(ann, Date.now(), 1_000_000));
      // SQLite answers at once when the lock is free: let the holder's end be heard.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await Promise.all([visitor(), visitor(), visitor(), visitor()]);
  await holder;
  await store.close();
  // Read by a connection of its own: what another process finds.
  const reader = new Database(path.join(dataDir, "messages.db"));
  const inFile = new Set(
    reader
      .prepare("select id from messages")
      .all()
      .map((row) => (row as { id: string }).id),
  );
  reader.close();
  expect(kept.length).toBeGreaterThan(50);
  expect(kept.filter((id) => !id || !inFile.has(id))).toEqual([]);
  expect(quiet.error).not.toHaveBeenCalled();
});

test("a message deleted while another process reads the file leaves no trace once it has read", async () => {
  const store = open();
  const id = await store.keep(ann, 1, 10);
  const reader = new Database(path.join(dataDir, "messages.db"));
  reader.exec("begin");
  reader.prepare("select count(*) from messages").all();
  setTimeout(() => reader.exec("commit"), 300);
  await store.remove(id!);
  reader.close();
  for (const file of readdirSync(dataDir))
    expect(
      readFileSync(path.join(dataDir, file)).includes(
        "Unmistakable words 7f3a",
      ),
      file,
    ).toBe(false);
  await store.close();
});

test("several processes starting on one new file at once each find the schema made once", async () => {
  // Each opens the store and keeps a message at the same moment, as instances starting together:
  // let go once all three have loaded the store's code, however long a busy machine takes over
  // that, rather than at a time set beforehand, which a slow start could miss.
  const script = `
    import { once } from "node:events";
    import { openMessageStore } from "./app/messages/message-store.server.ts";
    process.stdout.write("ready");
    await once(process.stdin, "data");
    process.stdin.destroy();
    const store = openMessageStore({ dataDir: process.argv[1], log: { log() {}, error: console.error } });
    await store.keep({ name: "n", email: "e@example.com", title: "t", message: "m" }, Date.now(), 100);
    await store.close();`;
  const instances = [1, 2, 3].map(() => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script, dataDir],
      { stdio: "pipe" },
    );
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += chunk));
    const exit = once(child, "exit").then(([code]) => ({ code, errors }));
    return { child, exit };
  });
  await Promise.all(
    instances.map(({ child, exit }) =>
      Promise.race([once(child.stdout, "data"), exit]),
    ),
  );
  for (const { child } of instances) child.stdin.end("go");
  expect(await Promise.all(instances.map(({ exit }) => exit))).toEqual(
    instances.map(() => ({ code: 0, errors: "" })),
  );
  const store = open();
  expect(await store.list()).toHaveLength(3);
  await store.close();
});

test("the log says once where messages are kept, once when they cannot be, and once when they can again", async () => {
  const log = { log: vi.fn(), error: vi.fn() };
  const store = openMessageStore({ dataDir, log });
  const file = path.join(dataDir, "messages.db");
  await store.keep(ann, 1, 10);
  await store.list();
  expect(log.log.mock.calls).toEqual([[`Messages are kept in ${file}.`]]);
  const failure = Object.assign(new Error("disk I/O error"), {
    code: "SQLITE_IOERR",
  });
  // Twice: the second failure is no news.
  for (let call = 0; call < 2; call++)
    await expect(store.run(() => Promise.reject(failure))).rejects.toBe(
      failure,
    );
  expect(log.error.mock.calls).toEqual([
    [
      `Messages cannot be kept in ${file} (SQLITE_IOERR: disk I/O error): visitors are told their message failed until they can.`,
    ],
  ]);
  expect(await store.list()).toHaveLength(1);
  await store.nextDue();
  expect(log.log.mock.calls).toEqual([
    [`Messages are kept in ${file}.`],
    [`Messages are kept in ${file} again.`],
  ]);
  await store.close();
  // Once closed, nothing more is said, whatever a late call meets.
  await expect(store.run(() => Promise.reject(failure))).rejects.toBe(failure);
  expect(log.error).toHaveBeenCalledTimes(1);
  expect(log.log).toHaveBeenCalledTimes(2);
});

test.each([
  ["an error with a message alone", new Error("gone"), "gone"],
  ["an error with a code alone", { code: "SQLITE_FULL" }, "SQLITE_FULL"],
  ["a thrown text", "no space", "no space"],
  ["nothing", undefined, "undefined"],
])(
  "a failure is named in the log as what it says: %s",
  async (_, failure, named) => {
    const store = open();
    await expect(store.run(() => Promise.reject(failure))).rejects.toBe(
      failure,
    );
    expect(quiet.error.mock.calls[0]![0]).toContain(
      `messages.db (${named}): visitors`,
    );
    await store.close();
  },
);

test("a value Postgres refuses to keep is the caller's failure: thrown as it is, with no alarm, and the store carries on", async () => {
  const log = { log: vi.fn(), error: vi.fn() };
  const store = openMessageStore({ dataDir, log });
  await store.keep(ann, 1, 10);
  for (const code of ["22021", "22P02", "2200X"]) {
    const refusal = Object.assign(new Error("invalid byte sequence"), {
      code,
    });
    await expect(store.run(() => Promise.reject(refusal))).rejects.toBe(
      refusal,
    );
  }
  expect(log.error).not.toHaveBeenCalled();
  // Not a refused value: a failure of the store, said as one.
  for (const code of ["23505", "220", "22021X", "X22021", "22a01"]) {
    log.error.mockClear();
    await expect(
      store.run(() => Promise.reject(Object.assign(new Error("x"), { code }))),
    ).rejects.toThrow("x");
    expect(log.error, code).toHaveBeenCalledTimes(1);
    await store.nextDue();
  }
  expect(await store.list()).toHaveLength(1);
  await store.close();
});

test("a call that keeps finding the file busy is tried 50 times, 100 ms apart, then fails and says so", async () => {
  const store = open();
  const tries: number[] = [];
  const busy = Object.assign(new Error("database is locked"), {
    code: "SQLITE_BUSY",
  });
  await expect(
    store.run(async () => {
      tries.push(performance.now());
      throw busy;
    }),
  ).rejects.toBe(busy);
  expect(tries).toHaveLength(50);
  // Paused between tries, never less (a busy machine may make it more).
  for (let i = 1; i < tries.length; i++)
    expect(tries[i]! - tries[i - 1]!).toBeGreaterThanOrEqual(99);
  expect(quiet.error).toHaveBeenCalledTimes(1);
  expect(quiet.error.mock.calls[0]![0]).toContain(
    "(SQLITE_BUSY: database is locked)",
  );
  // Once the store is closed, a busy file is not waited for: it would open the file again.
  await store.close();
  tries.length = 0;
  await expect(
    store.run(async () => {
      tries.push(performance.now());
      throw Object.assign(new Error("snapshot"), {
        code: "SQLITE_BUSY_SNAPSHOT",
      });
    }),
  ).rejects.toThrow("snapshot");
  expect(tries).toHaveLength(1);
}, 30_000);

test("a store names where it keeps messages, Postgres without its user name or password", async () => {
  const sqlite = open();
  expect([sqlite.where, sqlite.dialect]).toEqual([
    path.join(dataDir, "messages.db"),
    "sqlite",
  ]);
  const postgres = openMessageStore({
    dataDir,
    databaseUrl: "postgres://owner:secret@db.example:5433/site?sslmode=require",
    log: quiet,
  });
  expect([postgres.where, postgres.dialect]).toEqual([
    "Postgres at db.example:5433/site",
    "postgres",
  ]);
  const unreadable = openMessageStore({
    dataDir,
    databaseUrl: "not an address",
    log: quiet,
  });
  expect(unreadable.where).toBe("Postgres at DATABASE_URL");
  await Promise.all([sqlite.close(), postgres.close(), unreadable.close()]);
  // Nothing was opened: no file made.
  expect(() => statSync(dataDir)).toThrow();
});

test("the owner's id prefix is read as text: a % or _ in it matches nothing but itself removed", async () => {
  const store = open();
  for (const id of ["ab-1", "a_b-2", "axb-3"]) {
    const kept = await store.keep(ann, 1, 10);
    await store.run((db) =>
      db.updateTable("messages").set({ id }).where("id", "=", kept!).execute(),
    );
  }
  const ids = async (prefix: string) =>
    (await store.find(prefix)).map((message) => message.id).sort();
  expect(await ids("ab")).toEqual(["ab-1"]);
  expect(await ids("a_b")).toEqual(["ab-1"]);
  expect(await ids("a%b%")).toEqual(["ab-1"]);
  expect(await ids("axb-3")).toEqual(["axb-3"]);
  await store.close();
});

test("the summary counts each state not delivered, the oldest waiting, and carries the delivery's state", async () => {
  const store = open();
  expect(await store.summary()).toEqual({
    waiting: 0,
    undeliverable: 0,
    refused: 0,
    oldestWaiting: undefined,
    id: 1,
    nextSendAt: 0,
    pausedUntil: null,
    lastCause: null,
  });
  const states = [
    ["waiting", 300],
    ["waiting", 200],
    ["undeliverable", 100],
    ["refused", 50],
    ["refused", 60],
    ["refused", 70],
    ["delivered", 10],
  ] as const;
  for (const [status, at] of states) {
    const id = await store.keep(ann, at, 10);
    await store.settle(id!, { status });
  }
  await store.setDeliveryState({ pausedUntil: 9_000, lastCause: "a cause" });
  expect(await store.summary()).toMatchObject({
    waiting: 2,
    undeliverable: 1,
    refused: 3,
    oldestWaiting: 200,
    pausedUntil: 9_000,
    lastCause: "a cause",
  });
  await store.close();
});

test("what was delivered before a time is forgotten; what was delivered then or later, or never, stays", async () => {
  const store = open();
  const ids: Record<string, string> = {};
  for (const [name, changes] of [
    ["before", { status: "delivered", deliveredAt: 999 }],
    ["at", { status: "delivered", deliveredAt: 1_000 }],
    ["after", { status: "delivered", deliveredAt: 1_001 }],
    ["undeliverable", { status: "undeliverable" }],
    ["waiting", {}],
  ] as const) {
    ids[name] = (await store.keep(ann, 1, 10))!;
    await store.settle(ids[name], changes);
  }
  await store.forgetDelivered(1_000);
  expect((await store.list()).map((message) => message.id).sort()).toEqual(
    [ids.at, ids.after, ids.undeliverable, ids.waiting].sort(),
  );
  await store.close();
});

test("only a waiting message is due: none due says so, and a settled try lets its message go", async () => {
  const store = open();
  expect(await store.nextDue()).toBeUndefined();
  const given = await store.keep(ann, 100, 10);
  await store.settle(given!, { status: "undeliverable" });
  expect(await store.nextDue()).toBeUndefined();
  const waiting = await store.keep(ann, 500, 10);
  expect(await store.nextDue()).toBe(500);
  await store.claim(600, 9_000, "instance-a");
  await store.settle(waiting!, { nextAttemptAt: 700, lastError: "a cause" });
  expect((await store.find(waiting!))[0]).toMatchObject({
    nextAttemptAt: 700,
    lastError: "a cause",
    sendingUntil: null,
    sendingBy: null,
  });
  await store.close();
});

test("the owner's retry ends a pause of the delivery, and takes a message whose lease ends that very moment", async () => {
  const store = open();
  const id = await store.keep(ann, 100, 10);
  await store.claim(100, 1_000, "instance-a");
  await store.beat("instance-a", 1_000);
  await store.setDeliveryState({ pausedUntil: 50_000 });
  expect(await store.retry(1_000, 0, id!)).toEqual({
    due: 1,
    sending: 0,
    sendingUntil: undefined,
  });
  expect((await store.deliveryState()).pausedUntil).toBeNull();
  await store.close();
});

test("on start, a lease that ends that very moment is not counted as released, and an instance seen exactly a day ago is kept", async () => {
  const store = open();
  const day = 24 * 60 * 60 * 1000;
  const now = day + 1_000;
  await store.keep(ann, 100, 10);
  await store.claim(100, now, "stopped");
  await store.beat("seen-a-day-ago", 1_000);
  await store.beat("seen-before", 999);
  expect(await store.releaseLeases(now, "this")).toBe(0);
  expect(
    await store.run((db) =>
      db.selectFrom("instances").select("id").orderBy("id").execute(),
    ),
  ).toEqual([{ id: "seen-a-day-ago" }]);
  await store.close();
});

test("a Postgres that cannot be reached fails the call and is said so, naming where it is and why; no file is made", async () => {
  // A port no one listens on now.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  const store = openMessageStore({
    dataDir,
    databaseUrl: `postgres://owner:secret@127.0.0.1:${port}/site`,
    log: quiet,
  });
  await expect(store.keep(ann, 1, 10)).rejects.toThrow();
  expect(quiet.error).toHaveBeenCalledTimes(1);
  expect(quiet.error.mock.calls[0]![0]).toMatch(
    new RegExp(
      `^Messages cannot be kept in Postgres at 127\\.0\\.0\\.1:${port}/site \\(ECONNREFUSED: [^)]*127\\.0\\.0\\.1:${port}\\): visitors are told their message failed until they can\\.$`,
    ),
  );
  await store.close();
  expect(() => statSync(dataDir)).toThrow();
});

test("a call whose statement follows one that found the file busy, on the same connection, is tried again on a new one; the file is left free", async () => {
  const store = open();
  await store.keep(ann, 1, 10);
  const file = path.join(dataDir, "messages.db");
  const other = new Database(file);
  other.exec("begin immediate");
  let tries = 0;
  await store.run(async (db) => {
    tries += 1;
    if (tries === 1) {
      // As Kysely's migrator does: a failed statement caught, and the work carried on.
      await expect(
        db.updateTable("delivery").set({ lastCause: "first" }).execute(),
      ).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_BUSY/) });
      other.exec("commit");
    }
    await db.updateTable("delivery").set({ lastCause: "mine" }).execute();
  });
  expect(tries).toBe(2);
  // Written for good, and no lock left behind.
  other.exec("pragma busy_timeout = 0");
  other.exec("begin immediate");
  other.exec("commit");
  expect(other.prepare("select last_cause from delivery").get()).toMatchObject({
    last_cause: "mine",
  });
  other.close();
  expect(quiet.error).not.toHaveBeenCalled();
  await store.close();
});

test("a statement that fails for another reason than a busy file is tried once, and its failure said", async () => {
  const store = open();
  const id = await store.keep(ann, 1, 10);
  const [kept] = await store.find(id!);
  let tries = 0;
  await expect(
    store.run((db) => {
      tries += 1;
      return db.insertInto("messages").values(kept!).execute();
    }),
  ).rejects.toMatchObject({
    code: expect.stringMatching(/^SQLITE_CONSTRAINT/),
  });
  expect(tries).toBe(1);
  expect(quiet.error).toHaveBeenCalledTimes(1);
  await store.close();
});

test("a message deleted while another process keeps reading the file is said to stay in the journal until it stops", async () => {
  const store = open();
  const id = await store.keep(ann, 1, 10);
  const reader = new Database(path.join(dataDir, "messages.db"));
  reader.exec("begin");
  reader.prepare("select count(*) from messages").all();
  await expect(store.remove(id!)).rejects.toMatchObject({
    code: "SQLITE_BUSY",
    message:
      "the message is deleted, but another process is reading the file, so its words stay in the file's journal until it stops",
  });
  reader.exec("commit");
  reader.close();
  expect(await store.list()).toEqual([]);
  await store.close();
}, 30_000);

test("the owner's retry says when the last of the held messages goes", async () => {
  const store = open();
  for (const until of [900_000, 950_000, 920_000]) {
    await store.keep(ann, 100, 10);
    await store.claim(100, until, "alive");
  }
  await store.beat("alive", 1_000);
  expect(await store.retry(1_000, 500)).toEqual({
    due: 0,
    sending: 3,
    sendingUntil: 950_000,
  });
  await store.close();
});

test("a store already up to date reads and writes while another process holds the file's write lock for a moment", async () => {
  const first = open();
  await first.list();
  await first.close();
  const other = new Database(path.join(dataDir, "messages.db"));
  other.exec("begin immediate");
  // Its schema is looked at, not made again: nothing waits for the lock.
  const store = open();
  expect(await store.list()).toEqual([]);
  other.exec("commit");
  other.close();
  await store.close();
});

test("a store made by an older version is brought up to date", async () => {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "messages.db");
  const older = new Kysely<unknown>({
    dialect: new SqliteDialect({ database: new Database(file) }),
  });
  const migrator = new Migrator({
    db: older,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  expect((await migrator.migrateTo("003-language")).error).toBeUndefined();
  await older.destroy();
  const store = open();
  const id = await store.keep(ann, 1, 10);
  await store.claim(1, 1_000, "instance-a");
  expect((await store.find(id!))[0]).toMatchObject({ sendingBy: "instance-a" });
  await store.close();
});

test("a migration that fails leaves nothing behind, and its failure is said", async () => {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "messages.db");
  // A table in the way of the fourth migration.
  const before = new Database(file);
  before.exec("create table instances (x text)");
  before.close();
  const store = open();
  await expect(store.keep(ann, 1, 10)).rejects.toThrow();
  expect(quiet.error).toHaveBeenCalledTimes(1);
  expect(quiet.error.mock.calls[0]![0]).toMatch(
    /\(SQLITE_ERROR: table [`"]?instances[`"]? already exists\)/,
  );
  await store.close();
  const after = new Database(file);
  const tables = after
    .prepare("select name from sqlite_master where type = 'table'")
    .all()
    .map((row) => (row as { name: string }).name);
  after.close();
  expect(tables).toContain("instances");
  expect(tables).not.toContain("messages");
});

// A backup of the messages is a SQLite file of the store's own schema, whichever store it was
// taken from: the same file restores into a SQLite store or into Postgres, any SQLite tool reads
// it, and it can stand in for DATA_DIR/messages.db as it is. Taken while the server runs and
// messages arrive: it holds every message the store had kept when it began.
import {
  closeSync,
  fsyncSync,
  openSync,
  rmSync,
  statSync,
  truncateSync,
} from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { CamelCasePlugin, Kysely, SqliteDialect, sql } from "kysely";
import Database from "libsql";
import { z } from "zod";

import { oneLine } from "~/utils/control-characters";

import { MIGRATIONS, migrate } from "./message-store.server";
import type { MessageStore, MessageTables } from "./message-store.server";

/** Why a backup or a restore cannot go ahead, in the owner's words. */
export class BackupError extends Error {
  name = "BackupError";
}

// Rows are copied a page at a time: a large store never sits in memory whole, and one insert
// stays well under either database's limit of parameters.
const PAGE = 500;

// What a restore brings, as the first schema has it, so that a backup made before a later
// migration restores too. Not `sendingUntil` nor `sendingBy`: a try that was under way when the
// backup was taken is not under way in the store it is restored into.
const COLUMNS = [
  "id",
  "name",
  "email",
  "title",
  "message",
  "receivedAt",
  "status",
  "attempts",
  "nextAttemptAt",
  "lastError",
  "deliveredAt",
] as const;

// What a later migration added, brought where the backup has it: a backup made before is restored
// without (its messages' language unknown).
const LATER_COLUMNS = ["language"] as const;
type Column = (typeof COLUMNS)[number] | (typeof LATER_COLUMNS)[number];

// What each column of a restored row must hold, so that every message reads back, lists and
// exports: a time is whole milliseconds a date can hold, never text or a number past year 275760.
// Each says what it expects, in the owner's words.
const time = z
  .number()
  .int()
  .refine((ms) => !Number.isNaN(new Date(ms).getTime()));
const A_TIME = "a time (whole milliseconds since 1970)";
const text = z.string().describe("text");
const STATUSES = ["waiting", "delivered", "undeliverable", "refused"] as const;
const ROW = z.object({
  // The store makes UUIDs; any short word of visible ASCII can be named and typed back.
  id: z
    .string()
    .regex(/^[\x21-\x7e]{1,64}$/)
    .describe("an ID: up to 64 letters, digits or signs"),
  name: text,
  email: text,
  title: text,
  message: text,
  receivedAt: time.describe(A_TIME),
  status: z.enum(STATUSES).describe(`one of ${STATUSES.join(", ")}`),
  attempts: z.number().int().nonnegative().describe("a whole number from 0"),
  nextAttemptAt: time.describe(A_TIME),
  lastError: z.string().nullable().describe("text, or empty"),
  deliveredAt: time.nullable().describe(`${A_TIME}, or empty`),
  language: z
    .string()
    .regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/)
    .nullable()
    .optional()
    .describe("a language's code, or empty"),
});

/**
 * Why a backup's row cannot be restored, naming it by its place and its ID, or undefined when it
 * can. A delivered message says when.
 */
function fault(row: Record<string, unknown>, position: number) {
  const checked = ROW.safeParse(row);
  const [field, expected] = checked.success
    ? row.status === "delivered" && row.deliveredAt === null
      ? ["deliveredAt", "a time, as the message is delivered"]
      : []
    : [
        checked.error.issues[0]!.path[0] as Column,
        ROW.shape[checked.error.issues[0]!.path[0] as Column].description,
      ];
  if (!field) return undefined;
  return `message ${position} in the order of IDs (ID ${quoted(row.id)}) cannot be restored: its ${field} is not ${expected}: ${quoted(row[field])}; nothing was restored`;
}

/** A value as a line of the owner's terminal shows it: short, and no control character obeyed. */
function quoted(value: unknown) {
  const text = String(JSON.stringify(value));
  return oneLine(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}

/** Copies every message into `file`, a new file, and returns how many it holds. */
export async function backUpMessages(store: MessageStore, file: string) {
  const target = path.resolve(file);
  // Made here, so that it is readable by its owner alone (it holds names and addresses) and an
  // existing file, a store's own among them, is never written over.
  try {
    closeSync(openSync(target, "wx", 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    throw new BackupError(
      "the file exists already, and a backup never overwrites one: name a new file",
    );
  }
  try {
    if (store.dialect === "sqlite")
      // SQLite copies the database as one read transaction sees it, while the server goes on
      // writing; into an empty file only, so one a busy try left behind is emptied first.
      await store.run(async (db) => {
        truncateSync(target);
        await sql`vacuum into ${target}`.execute(db);
      });
    else await copyFromPostgres(store, target);
    return await sealed(target);
  } catch (error) {
    for (const made of ["", "-journal", "-wal", "-shm"])
      rmSync(`${target}${made}`, { force: true });
    throw error;
  }
}

/**
 * Brings a backup's messages into the store, each as it was in the backup. A message the store
 * has already is left as it is there, so a backup restored twice changes nothing.
 */
export async function restoreMessages(store: MessageStore, file: string) {
  const backup = await openBackup(file);
  try {
    const { rows: present } = await sql<{
      name: string;
    }>`select name from pragma_table_info('messages')`.execute(backup);
    const columns: Column[] = [
      ...COLUMNS,
      ...LATER_COLUMNS.filter((column) =>
        present.some((each) => each.name === column),
      ),
    ];
    // Every row is checked before any is written: a backup with one bad row restores nothing.
    let position = 0;
    for await (const rows of pages(backup, columns))
      for (const row of rows) {
        const why = fault(row, ++position);
        if (why) throw new BackupError(why);
      }
    const counts = { restored: 0, alreadyThere: 0 };
    await store.run(async (db) => {
      // Counted afresh if the store has to try it again (a SQLite file another process held).
      counts.restored = counts.alreadyThere = 0;
      // All or nothing: a restore that fails part way leaves the store as it was.
      await db.transaction().execute(async (trx) => {
        for await (const rows of pages(backup, columns)) {
          const { numInsertedOrUpdatedRows } = await trx
            .insertInto("messages")
            .values(
              rows.map((row) => ({
                ...row,
                sendingUntil: null,
                sendingBy: null,
              })),
            )
            .onConflict((conflict) => conflict.column("id").doNothing())
            .executeTakeFirst();
          const inserted = Number(numInsertedOrUpdatedRows ?? 0);
          counts.restored += inserted;
          counts.alreadyThere += rows.length - inserted;
        }
      });
    });
    return counts;
  } finally {
    await backup.destroy();
  }
}

/**
 * Postgres has no VACUUM INTO: the new file is given the store's schema, and the rows are
 * written into it as one read-only transaction sees them, whatever is kept meanwhile.
 */
async function copyFromPostgres(store: MessageStore, target: string) {
  const backup = backupFile(target);
  try {
    await migrate(backup);
    await backup.transaction().execute((into) =>
      store.run((db) =>
        db
          .transaction()
          .setIsolationLevel("repeatable read")
          .setAccessMode("read only")
          .execute(async (trx) => {
            for await (const rows of pages(trx))
              await into.insertInto("messages").values(rows).execute();
          }),
      ),
    );
  } finally {
    await backup.destroy();
  }
}

/** Every message, a page at a time, in the order of their ids. */
async function* pages(db: Kysely<MessageTables>, columns?: readonly Column[]) {
  for (let after = ""; ;) {
    const query = db
      .selectFrom("messages")
      .where("id", ">", after)
      .orderBy("id")
      .limit(PAGE);
    const rows = await (
      columns ? query.select(columns) : query.selectAll()
    ).execute();
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)!.id;
  }
}

/**
 * Checks the new backup whole and puts it on disk: SQLite does not sync what VACUUM INTO writes.
 * How many messages it holds.
 */
async function sealed(target: string) {
  const backup = backupFile(target);
  let count: number;
  try {
    const { rows } = await sql<{
      quickCheck: string;
    }>`pragma quick_check`.execute(backup);
    if (rows[0]?.quickCheck !== "ok")
      throw new Error(`the copy is not sound (${rows[0]?.quickCheck})`);
    const counted = await backup
      .selectFrom("messages")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    count = Number(counted.count);
  } finally {
    await backup.destroy();
  }
  // Only now, with no connection to it left: closing a descriptor of the file would drop the
  // locks SQLite holds on it (docs/decisions/027).
  for (const synced of [target, path.dirname(target)]) {
    const descriptor = openSync(synced, "r");
    try {
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
  }
  return count;
}

/** A backup to restore from, opened read-only, once it is known to be one this version reads. */
async function openBackup(file: string) {
  const source = path.resolve(file);
  if (!statSync(source, { throwIfNoEntry: false })?.isFile())
    throw new BackupError("there is no such file");
  const backup = backupFile(`${pathToFileURL(source).href}?mode=ro`);
  try {
    const tables = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table'`.execute(backup);
    const names = tables.rows.map((table) => table.name);
    if (!names.includes("messages"))
      throw new BackupError(
        "it has no messages table, so it is not a backup of the messages",
      );
    // A later version's schema may carry what this one would leave behind.
    if (names.includes("kysely_migration")) {
      const { rows } = await sql<{
        name: string;
      }>`select name from kysely_migration`.execute(backup);
      const newer = rows.filter((row) => !(row.name in MIGRATIONS));
      if (newer.length > 0)
        throw new BackupError(
          `it was made by a newer version of the site (${newer.map((row) => row.name).join(", ")}): restore it with that version`,
        );
    }
    return backup;
  } catch (error) {
    await backup.destroy();
    if (
      /SQLITE_(NOTADB|CORRUPT)/.test(String((error as { code?: string }).code))
    )
      throw new BackupError("it is not a SQLite database");
    throw error;
  }
}

/** A backup file, in the store's schema and names. */
function backupFile(name: string) {
  return new Kysely<MessageTables>({
    dialect: new SqliteDialect({ database: new Database(name) }),
    plugins: [new CamelCasePlugin()],
  });
}

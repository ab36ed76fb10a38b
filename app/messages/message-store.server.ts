// The messages visitors send, kept before anything else happens to them: in a SQLite file in
// DATA_DIR, or in Postgres when DATABASE_URL names one, so that several instances share them.
// Kysely writes each query once for both, and migrations/ holds the schema, brought up to date
// when the store is first used. The site's visits are counted in it too (app/visits), in batches
// written in the background: no page view waits on the store.
import { randomUUID } from "node:crypto";
import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { setTimeout } from "node:timers/promises";

import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  sql,
} from "kysely";
import type {
  DatabaseConnection,
  ExpressionBuilder,
  SqliteDatabase,
  SqliteDialectConfig,
} from "kysely";
import Database from "libsql";
import pg from "pg";

import type { ContactMessage } from "./contact-message";
import * as messages001 from "./migrations/001-messages";
import * as messages002 from "./migrations/002-sending-until";
import * as messages003 from "./migrations/003-language";
import * as messages004 from "./migrations/004-lease-holders";
import * as visits005 from "./migrations/005-visits";

/**
 * `undeliverable` after a week of failed tries; `refused` when the email service will not take it
 * for what it holds. Either waits for the owner's retry.
 */
export type MessageStatus =
  "waiting" | "delivered" | "undeliverable" | "refused";

export type KeptMessage = ContactMessage & {
  id: string;
  /** Times are milliseconds since 1970. */
  receivedAt: number;
  status: MessageStatus;
  attempts: number;
  nextAttemptAt: number;
  /** Why the last try failed, in the owner's words; never the visitor's. */
  lastError: string | null;
  deliveredAt: number | null;
  /** While an instance tries to send it: when that try ends at the latest. */
  sendingUntil: number | null;
  /** While an instance tries to send it: that instance, by the id it made when it started. */
  sendingBy: string | null;
  /** The code of the language of the page it was sent from; null if kept before it was kept. */
  language: string | null;
};

/** A checked message to keep, with the language of the page it was sent from. */
export type IncomingMessage = ContactMessage & { language?: string };

type DeliveryRow = {
  id: number;
  nextSendAt: number;
  pausedUntil: number | null;
  lastCause: string | null;
};
/** An instance that holds a lease, and when it last said it was alive. */
type InstanceRow = { id: string; seenAt: number };

/** The store's schema, in both databases and in a backup (message-backup.server.ts). */
export type MessageTables = {
  messages: KeptMessage;
  delivery: DeliveryRow;
  instances: InstanceRow;
};

/**
 * The store's database, migrated once `ready`. `lost` once the store has given it up after a
 * failure: a call that then fails on it is tried again on a new one.
 */
type Opened = {
  db: Kysely<MessageTables>;
  ready?: Promise<Kysely<MessageTables>>;
  lost: boolean;
};

export type StoreSettings = {
  dataDir: string;
  databaseUrl?: string;
  /** Where the store says when messages cannot be kept, and when they can again. */
  log?: Pick<Console, "log" | "error">;
};
export type MessageStore = ReturnType<typeof openMessageStore>;

export const MIGRATIONS = {
  "001-messages": messages001,
  "002-sending-until": messages002,
  "003-language": messages003,
  "004-lease-holders": messages004,
  "005-visits": visits005,
};

// A SQLite file another process is writing is waited for about five seconds in all: a few
// milliseconds at a time in SQLite itself, whose wait holds up the whole server, pages and
// timeouts too, and between those in pauses that hold up nothing.
const BUSY_WAIT_MS = 10;
const BUSY_PAUSE_MS = 100;
const BUSY_TRIES = 50;

export function openMessageStore({
  dataDir,
  databaseUrl,
  log = console,
}: StoreSettings) {
  const file = path.join(dataDir, "messages.db");
  const where = databaseUrl ? `Postgres at ${hostOf(databaseUrl)}` : file;
  let current: Opened | null = null;
  let healthy: boolean | undefined;
  let closed = false;

  function open(): Opened {
    const opened: Opened = { lost: false } as Opened;
    opened.db = new Kysely<MessageTables>({
      dialect: databaseUrl
        ? postgres(databaseUrl)
        : sqlite(dataDir, file, () => (opened.lost = true)),
      plugins: [new CamelCasePlugin()],
    });
    return opened;
  }

  /**
   * The store, opened and migrated on first use, and again after any failure. Another process
   * writing the same SQLite file first (two instances, the owner's command) is waited out.
   */
  async function query<T>(
    work: (db: Kysely<MessageTables>) => Promise<T>,
    attempt = 1,
  ): Promise<T> {
    const used = (current ??= open());
    try {
      used.ready ??= migrate(used.db);
      const result = await work(await used.ready);
      say(true);
      return result;
    } catch (error) {
      // A value the database cannot keep (a NUL in Postgres's text) is the caller's fault, not
      // the store's: it says nothing of whether messages can be kept, and raises no alarm.
      if (refusedValue(error)) throw error;
      used.ready = undefined;
      // A call that failed on a connection given up (closed under a busy statement, its own or
      // another's: see closedWhenBusy()) is tried again on a new one, as a busy one is.
      const again = (busy(error) || used.lost) && attempt < BUSY_TRIES;
      // A SQLite file is opened afresh after any failure: a folder made writable again, a file
      // put back, a connection closed. Only by the first call to fail on it (a later one may
      // find the store already open again), and the calls still waiting on it are tried again.
      if (!databaseUrl && current === used) {
        used.lost = true;
        current = null;
        await used.db.destroy().catch(() => {});
      }
      // Not once the store is closed: that would open the file again, with no one to close it.
      if (again && !closed) {
        await setTimeout(BUSY_PAUSE_MS);
        return query(work, attempt + 1);
      }
      say(false, error);
      throw error;
    }
  }

  // One line when messages cannot be kept, one when they can again: never one per visitor.
  function say(now: boolean, error?: unknown) {
    if (healthy === now || closed) return;
    const first = healthy === undefined;
    healthy = now;
    if (now) log.log(`Messages are kept in ${where}${first ? "" : " again"}.`);
    else
      log.error(
        `Messages cannot be kept in ${where} (${describe(error)}): visitors are told their message failed until they can.${damaged(error) ? " The file is left as it is: restore it from a backup, or move it away and a new one is made." : ""}`,
      );
  }

  const waiting = (db: Kysely<MessageTables>) =>
    db.selectFrom("messages").where("status", "=", "waiting");
  const state = (db: Kysely<MessageTables>) =>
    db.selectFrom("delivery").selectAll().executeTakeFirstOrThrow();
  const setState = (changes: Partial<DeliveryRow>) =>
    query((db) => db.updateTable("delivery").set(changes).execute());

  return {
    where,
    /** Which database holds the messages: a backup is taken from each in its own way. */
    dialect: databaseUrl ? ("postgres" as const) : ("sqlite" as const),
    /**
     * Runs another data module's work (a backup, a restore) on the store's database, as every
     * call here runs: made and migrated first, and tried again on a new connection while another
     * process holds a SQLite file.
     */
    run: <T>(work: (db: Kysely<MessageTables>) => Promise<T>) => query(work),

    /** Keeps a checked message and returns its id, or null when `maxUndelivered` wait already. */
    keep: (message: IncomingMessage, now: number, maxUndelivered: number) =>
      query(async (db) => {
        const { count } = await db
          .selectFrom("messages")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("status", "!=", "delivered")
          .executeTakeFirstOrThrow();
        if (Number(count) >= maxUndelivered) return null;
        const kept: KeptMessage = {
          id: randomUUID(),
          name: message.name,
          email: message.email,
          title: message.title,
          message: message.message,
          receivedAt: now,
          status: "waiting",
          attempts: 0,
          nextAttemptAt: now,
          lastError: null,
          deliveredAt: null,
          sendingUntil: null,
          sendingBy: null,
          language: message.language ?? null,
        };
        await db.insertInto("messages").values(kept).execute();
        return kept.id;
      }),

    /** When the next waiting message is due, or undefined when none waits. */
    nextDue: () =>
      query(async (db) => {
        const { due } = await waiting(db)
          .select((eb) => eb.fn.min("nextAttemptAt").as("due"))
          .executeTakeFirstOrThrow();
        return due === null ? undefined : Number(due);
      }),

    /**
     * Claims the message due longest for one try, for `holder` (an instance's id). Unless it is
     * settled, it is due again at `leaseEnd`, or once it is released (releaseLeases).
     */
    claim: (now: number, leaseEnd: number, holder: string) =>
      query((db) => {
        let due = waiting(db)
          .select("id")
          .where("nextAttemptAt", "<=", now)
          .orderBy("nextAttemptAt")
          .limit(1);
        // Instances claiming at once each take a different message, none waiting on another.
        if (databaseUrl) due = due.forUpdate().skipLocked();
        return db
          .updateTable("messages")
          .set((eb) => ({
            attempts: eb("attempts", "+", 1),
            nextAttemptAt: leaseEnd,
            sendingUntil: leaseEnd,
            sendingBy: holder,
          }))
          .where("id", "=", due)
          .where("status", "=", "waiting")
          .returningAll()
          .executeTakeFirst();
      }),

    /** Ends a try: the message delivered, or waiting again, or given up. */
    settle: (id: string, changes: Partial<KeptMessage>) =>
      query((db) =>
        db
          .updateTable("messages")
          .set({ ...changes, sendingUntil: null, sendingBy: null })
          .where("id", "=", id)
          .execute(),
      ),

    /** Says that the instance `holder` is alive at `now`, while it sends a message. */
    beat: (holder: string, now: number) =>
      query((db) =>
        db
          .insertInto("instances")
          .values({ id: holder, seenAt: now })
          .onConflict((conflict) =>
            conflict.column("id").doUpdateSet({ seenAt: now }),
          )
          .execute(),
      ),

    /**
     * Makes due now every message held by an instance other than `holder` that no longer runs:
     * one not seen alive since `aliveSince`, or, without it, every other. How many.
     */
    releaseLeases: (now: number, holder: string, aliveSince?: number) =>
      query(async (db) => {
        const { numUpdatedRows } = await db
          .updateTable("messages")
          .set({ nextAttemptAt: now, sendingUntil: null, sendingBy: null })
          .where("status", "=", "waiting")
          .where("sendingUntil", ">", now)
          .where((eb) => heldByGone(eb, holder, aliveSince))
          .executeTakeFirst();
        // Those not seen for a day are gone for good.
        await db
          .deleteFrom("instances")
          .where("seenAt", "<", now - DAY)
          .execute();
        return Number(numUpdatedRows);
      }),

    /** The delivery's state, which every instance shares: its pace, its pause, its last cause. */
    deliveryState: () => query(state),
    setDeliveryState: setState,

    /** Takes the one request the email service may have until `until`, if no instance has it. */
    takeSendSlot: (now: number, until: number) =>
      query(async (db) => {
        const { numUpdatedRows } = await db
          .updateTable("delivery")
          .set({ nextSendAt: until })
          .where("nextSendAt", "<=", now)
          .executeTakeFirst();
        return numUpdatedRows > 0n;
      }),

    /**
     * How many messages wait, are undeliverable and are refused, the oldest waiting, and the
     * last cause.
     */
    summary: () =>
      query(async (db) => {
        const rows = await db
          .selectFrom("messages")
          .select((eb) => [
            "status",
            eb.fn.countAll<number>().as("count"),
            eb.fn.min("receivedAt").as("oldest"),
          ])
          .where("status", "!=", "delivered")
          .groupBy("status")
          .execute();
        const of = (status: MessageStatus) =>
          rows.find((row) => row.status === status);
        return {
          waiting: Number(of("waiting")?.count ?? 0),
          undeliverable: Number(of("undeliverable")?.count ?? 0),
          refused: Number(of("refused")?.count ?? 0),
          oldestWaiting: of("waiting") && Number(of("waiting")!.oldest),
          ...(await state(db)),
        };
      }),

    /** Deletes what was delivered before `before`; what is not delivered stays. */
    forgetDelivered: (before: number) =>
      query((db) =>
        db
          .deleteFrom("messages")
          .where("status", "=", "delivered")
          .where("deliveredAt", "<", before)
          .execute(),
      ),

    /** Every message, newest first: what the owner reads. */
    list: () =>
      query((db) =>
        db
          .selectFrom("messages")
          .selectAll()
          .orderBy("receivedAt", "desc")
          .execute(),
      ),

    /** The messages whose id starts with `prefix`: the owner need not type a whole id. */
    find: (prefix: string) =>
      query((db) =>
        db
          .selectFrom("messages")
          .selectAll()
          .where("id", "like", `${prefix.replace(/[%_]/g, "")}%`)
          .execute(),
      ),

    /** Deletes one message for good: SQLite overwrites it and empties its journal too. */
    remove: (id: string) =>
      query(async (db) => {
        await db.deleteFrom("messages").where("id", "=", id).execute();
        if (databaseUrl) return;
        // The journal still holds the page as it was until it is emptied, which a connection
        // still reading an older page (another process's) prevents: waited out as a write is.
        const { rows } = await sql<{
          busy: number;
        }>`pragma wal_checkpoint(truncate)`.execute(db);
        if (rows[0]?.busy)
          throw Object.assign(
            new Error(
              "the message is deleted, but another process is reading the file, so its words stay in the file's journal until it stops",
            ),
            { code: "SQLITE_BUSY" },
          );
      }),

    /**
     * Makes messages not yet delivered (one, or all) due now with their tries anew, unpaused; a
     * message being sent now by an instance seen alive since `aliveSince` is left to its try.
     * How many are due, how many being sent, and when the last of those tries ends at the latest.
     */
    retry: (now: number, aliveSince: number, id?: string) =>
      query(async (db) => {
        let due = db
          .updateTable("messages")
          .set({
            status: "waiting",
            attempts: 0,
            nextAttemptAt: now,
            sendingUntil: null,
            sendingBy: null,
          })
          .where("status", "!=", "delivered")
          .where((eb) =>
            eb.or([
              eb("sendingUntil", "is", null),
              eb("sendingUntil", "<=", now),
              heldByGone(eb, null, aliveSince),
            ]),
          );
        let sending = db
          .selectFrom("messages")
          .select((eb) => [
            eb.fn.countAll<number>().as("count"),
            eb.fn.max("sendingUntil").as("until"),
          ])
          .where("status", "=", "waiting")
          .where("sendingUntil", ">", now);
        if (id) {
          due = due.where("id", "=", id);
          sending = sending.where("id", "=", id);
        }
        const { numUpdatedRows } = await due.executeTakeFirst();
        const { count, until } = await sending.executeTakeFirstOrThrow();
        await db.updateTable("delivery").set({ pausedUntil: null }).execute();
        return {
          due: Number(numUpdatedRows),
          sending: Number(count),
          sendingUntil: until === null ? undefined : Number(until),
        };
      }),

    close: async () => {
      closed = true;
      await current?.db.destroy();
      current = null;
    },
  };
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Whether a message's lease is held by an instance that no longer runs: taken by none (before
 * leases named their holder), or by one other than `holder` not seen alive since `aliveSince`
 * (or, without it, by any other).
 */
function heldByGone(
  eb: ExpressionBuilder<MessageTables, "messages">,
  holder: string | null,
  aliveSince?: number,
) {
  const alive = [
    ...(holder === null ? [] : [eb("sendingBy", "=", holder)]),
    ...(aliveSince === undefined
      ? []
      : [
          eb(
            "sendingBy",
            "in",
            eb
              .selectFrom("instances")
              .select("instances.id")
              .where("instances.seenAt", ">=", aliveSince),
          ),
        ]),
  ];
  return eb.or([eb("sendingBy", "is", null), eb.not(eb.or(alive))]);
}

/** Brings a database to the store's schema: the store's own, or a new backup file. */
export async function migrate(db: Kysely<MessageTables>) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  // Looked at first, outside a transaction: only a store that lacks a migration takes the write
  // lock to make it, and one already up to date does not hold up the processes writing to it.
  const migrations = await migrator.getMigrations();
  if (migrations.some((migration) => !migration.executedAt)) {
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
  }
  return db;
}

/**
 * SQLite changes its schema inside a transaction too: a migration that fails, or that another
 * process on the same file has just made, leaves nothing behind. (Kysely assumes it cannot.)
 */
class SqliteTransactionalAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true;
  }
}

/**
 * A transaction (a migration is the only one) takes the file's write lock as it begins, so that
 * another process's is waited for (BUSY_TRIES). Begun as Kysely begins it, it would read first,
 * and a write by another process before its own would fail it at once (SQLITE_BUSY_SNAPSHOT).
 */
class SqliteImmediateDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class SqliteTransactionalDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }
  override createAdapter() {
    return new SqliteTransactionalAdapter();
  }
  override createDriver() {
    return new SqliteImmediateDriver(this.settings);
  }
}

function sqlite(dataDir: string, file: string, onLost: () => void) {
  return new SqliteTransactionalDialect({
    database: async () => {
      // Readable by the server's user alone: messages hold names and addresses. Made so only
      // when it is not there yet: closing a file drops every lock this process holds on it, its
      // open connections' too, and another process's SQLite would then take itself for the last
      // one, and delete the journal they still write to.
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      createOnce(file, 0o600);
      const database = new Database(file);
      // Durable once written (a full sync on each commit); a busy file waited for a moment (and
      // tried again, see BUSY_TRIES); what is deleted overwritten, not left in the file's free pages.
      try {
        database.exec(
          `pragma busy_timeout = ${BUSY_WAIT_MS}; pragma journal_mode = wal; pragma synchronous = full; pragma secure_delete = on;`,
        );
      } catch (error) {
        database.close();
        throw error;
      }
      return closedWhenBusy(database, onLost);
    },
  });
}

function createOnce(file: string, mode: number) {
  try {
    closeSync(openSync(file, "wx", mode));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/**
 * libsql, unlike better-sqlite3, does not reset a statement that failed as busy, and has no call
 * to. While it is unfinished SQLite ends no transaction on its connection: a later read keeps its
 * snapshot, so every write after it fails as busy, and a later write is never committed, keeping
 * the file's write lock. So the connection is closed to any further statement the moment one
 * fails as busy, before anything else runs on it (Kysely's migrator, say, carries on after a
 * failed insert), and the store opens another. (The failed statement itself holds no lock; libsql
 * lets the connection go once it is collected; docs/decisions/027.)
 */
function closedWhenBusy(
  database: Database.Database,
  onLost: () => void,
): SqliteDatabase {
  const guarded = <T>(step: () => T): T => {
    try {
      return step();
    } catch (error) {
      if (busy(error)) {
        onLost();
        database.close();
      }
      throw error;
    }
  };
  return {
    close: () => database.close(),
    prepare(query) {
      const statement = guarded(() => database.prepare(query));
      return {
        reader: statement.reader,
        all: (parameters) => guarded(() => statement.all(parameters)),
        run: (parameters) => guarded(() => statement.run(parameters)),
        iterate: (parameters) => guarded(() => statement.iterate(parameters)),
      };
    },
  };
}

function postgres(url: string) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    // A visitor waits on a write: a database that does not answer fails it within seconds.
    connectionTimeoutMillis: 3000,
    query_timeout: 5000,
    // Times and counts are bigints: numbers, not strings.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === pg.types.builtins.INT8
          ? Number
          : pg.types.getTypeParser(
              oid,
              format,
            )) as typeof pg.types.getTypeParser,
    },
  });
  // A connection the database drops (a restart, an outage) fails what it was doing, which the
  // store reports, and is replaced when next needed; left unheard, its error would end the server.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  return new PostgresDialect({ pool });
}

/** Where Postgres is, without the user name or password. */
function hostOf(url: string) {
  const parsed = URL.parse(url);
  return parsed ? `${parsed.host}${parsed.pathname}` : "DATABASE_URL";
}

function describe(error: unknown) {
  const { code, message } = (error ?? {}) as {
    code?: string;
    message?: string;
  };
  return [code, message].filter(Boolean).join(": ") || String(error);
}

/** Whether another connection held SQLite's lock, or wrote since this one last read. */
const busy = (error: unknown) =>
  /^SQLITE_BUSY/.test(String((error as { code?: string })?.code));

/** Whether Postgres refused a value rather than failed: its data exceptions, class 22. */
const refusedValue = (error: unknown) =>
  /^22[0-9A-Z]{3}$/.test(String((error as { code?: string })?.code));

/** Whether the file is there but not a database SQLite can read. */
const damaged = (error: unknown) =>
  /SQLITE_(NOTADB|CORRUPT)/.test(String((error as { code?: string })?.code));

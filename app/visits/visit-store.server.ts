// The visits' rows in the messages' store (SQLite, or Postgres): a batch added to what is there,
// so that several instances' counts add up; the rows older than the owner keeps removed; and the
// rows of a span of days read back for the owner.
import type { Kysely } from "kysely";

import type {
  MessageStore,
  MessageTables,
} from "~/messages/message-store.server";

import type { VisitRow } from "./visit-batch.server";

type VisitTables = { visits: VisitRow };

/** Rows a statement writes at most: well under either database's limit on parameters. */
const ROWS_PER_STATEMENT = 100;

const visits = <T>(
  store: MessageStore,
  work: (db: Kysely<MessageTables & VisitTables>) => Promise<T>,
) => store.run((db) => work(db.withTables<VisitTables>()));

/** Adds a batch's counts to the rows already kept, in one transaction. */
export function addVisits(store: MessageStore, rows: ReadonlyArray<VisitRow>) {
  if (rows.length === 0) return Promise.resolve();
  return visits(store, (db) =>
    db.transaction().execute(async (trx) => {
      for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT)
        await trx
          .insertInto("visits")
          .values(rows.slice(at, at + ROWS_PER_STATEMENT))
          .onConflict((conflict) =>
            conflict
              .columns(["day", "path", "language", "referrer", "device"])
              .doUpdateSet((eb) => ({
                views: eb("visits.views", "+", eb.ref("excluded.views")),
                visitors: eb(
                  "visits.visitors",
                  "+",
                  eb.ref("excluded.visitors"),
                ),
              })),
          )
          .execute();
    }),
  );
}

/** Removes the rows of the days before `day`; how many. */
export function forgetVisitsBefore(store: MessageStore, day: string) {
  return visits(store, async (db) => {
    const { numDeletedRows } = await db
      .deleteFrom("visits")
      .where("day", "<", day)
      .executeTakeFirst();
    return Number(numDeletedRows);
  });
}

/** Every row from `since` on, oldest first. */
export function readVisits(store: MessageStore, since: string) {
  return visits(store, async (db) =>
    (
      await db
        .selectFrom("visits")
        .selectAll()
        .where("day", ">=", since)
        .orderBy("day")
        .orderBy("path")
        .execute()
    ).map((row) => ({
      ...row,
      views: Number(row.views),
      visitors: Number(row.visitors),
    })),
  );
}

// The site's visits, as counts only: one row per day, page, language, referring host and device
// class, with its views and the visitors whose day began there. No address, user agent or
// identifier of a visitor has a column.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("visits")
    // The day in UTC, "2026-12-02": sorts and compares as text in both databases.
    .addColumn("day", "text", (column) => column.notNull())
    .addColumn("path", "text", (column) => column.notNull())
    .addColumn("language", "text", (column) => column.notNull())
    // "" when the visitor came from no other site.
    .addColumn("referrer", "text", (column) => column.notNull())
    .addColumn("device", "text", (column) => column.notNull())
    .addColumn("views", "bigint", (column) => column.notNull())
    .addColumn("visitors", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("visits_key", [
      "day",
      "path",
      "language",
      "referrer",
      "device",
    ])
    .execute();
}

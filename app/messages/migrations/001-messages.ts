// The first schema: every message a visitor sent, and one row the instances share to pace and
// pause delivery. Times are milliseconds since 1970, a bigint in both databases.
import type { Kysely } from "kysely";
import { sql } from "kysely";

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("messages")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("message", "text", (column) => column.notNull())
    .addColumn("received_at", "bigint", (column) => column.notNull())
    // waiting, delivered, undeliverable or (since it was told apart) refused
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull())
    .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
    .addColumn("last_error", "text")
    .addColumn("delivered_at", "bigint")
    .execute();
  await db.schema
    .createIndex("messages_due")
    .on("messages")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createTable("delivery")
    .addColumn("id", "integer", (column) => column.primaryKey())
    // No request goes to the email service before this time, from any instance.
    .addColumn("next_send_at", "bigint", (column) => column.notNull())
    // Set when the service refuses the account's settings or quota: nothing is sent until then.
    .addColumn("paused_until", "bigint")
    .addColumn("last_cause", "text")
    .execute();
  await sql`insert into delivery (id, next_send_at) values (1, 0)`.execute(db);
}

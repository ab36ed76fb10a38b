// Who holds a message's lease, and whether it still runs. An instance claims a message under an
// id it makes when it starts (`sending_by`), and says it is alive while it sends (`instances`):
// a lease whose holder has stopped saying so, or that an instance no longer running took before a
// start, is released at once rather than held to its end.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("messages")
    .addColumn("sending_by", "text")
    .execute();
  await db.schema
    .createTable("instances")
    .addColumn("id", "text", (column) => column.primaryKey())
    // When it last said it was alive, in milliseconds since 1970.
    .addColumn("seen_at", "bigint", (column) => column.notNull())
    .execute();
}

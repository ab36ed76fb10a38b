// The language of the page a message was sent from, by its code ("de"), so the owner knows which
// language to answer in. Messages kept before it have none.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("messages")
    .addColumn("language", "text")
    .execute();
}

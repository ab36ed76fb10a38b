// When a try that an instance has taken a message for ends at the latest: set while the message is
// being sent, cleared once the try is settled. The owner's `retry` leaves such a message to its
// try, and says so, rather than make it due a second time.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("messages")
    .addColumn("sending_until", "bigint")
    .execute();
}

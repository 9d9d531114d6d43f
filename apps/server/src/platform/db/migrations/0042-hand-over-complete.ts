import { sql, type Kysely } from 'kysely';

// The moment a claimed hand-over could first have reached its provider whole (docs/domain-decisions.md "At most
// once, and nothing lost"): for an e-mail, written just before the end of the message's data (the final dot) is
// sent. A claim whose worker died without it cannot have been accepted by the mail server, which drops a message
// whose data did not end; it is sent again instead of counted as sent unconfirmed. Null while no claim, or before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shipment').addColumn('hand_over_complete_at', 'text').execute();
  // Claims open at the upgrade were made without the note: kept as they were treated, never sent again.
  await sql`update shipment set hand_over_complete_at = updated_at
            where status_code = 300 and external_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shipment').dropColumn('hand_over_complete_at').execute();
}

import type { Kysely } from 'kysely';

// Digital-first escalation (issue 18, docs/domain-decisions.md "Digital-first escalation"): while a sent e-mail
// waits to be opened, `escalates_at` is when it goes on through the next channel of the strategy, named by
// `escalates_to` (a service channel label, shown on the document). Both null when no timer runs. The timer itself
// is a queued task (it survives restarts); these columns are what the document shows and what the task checks.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shipment').addColumn('escalates_at', 'text').execute();
  await db.schema.alterTable('shipment').addColumn('escalates_to', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shipment').dropColumn('escalates_to').execute();
  await db.schema.alterTable('shipment').dropColumn('escalates_at').execute();
}

import type { Kysely } from 'kysely';

// The countries a channel carries mail to (issue 22; docs/domain-decisions.md "Channels and options"): a JSON list
// of ISO 3166-1 alpha-2 codes beside the channel's configuration, '[]' for every country (what each existing
// channel keeps). Like name and enabled, the column is what the server reads (channel-access.ts: its columns win
// over the JSON), so that ordering and lists need not parse whole configurations to know where a channel goes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('channel')
    .addColumn('destination_countries', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('channel').dropColumn('destination_countries').execute();
}

import { PostgresAdapter, type Kysely } from 'kysely';

// The event log (issue 17, docs/api.md "Events"): every state change of deposits, letters, orders, deliveries and
// shipments, in the order they were committed. `seq` is the public, ever-growing event id: identity on
// PostgreSQL (events are inserted under a transaction-level advisory lock, so ids follow commit order), and an
// AUTOINCREMENT rowid on SQLite (never reused, even after the newest rows were purged). `ou_id` and `owner_id` are
// those of the item that changed, for the policy module's scope (`visibleRows('event', scope)`).

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('event')
    .addColumn('seq', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('ou_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text')
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('event_subject_idx')
    .on('event')
    .columns(['subject_type', 'subject_id'])
    .execute();
  await db.schema.createIndex('event_ou_seq_idx').on('event').columns(['ou_id', 'seq']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event').execute();
}

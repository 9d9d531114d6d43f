import type { Kysely } from 'kysely';

// The job's history flags (docs/product.md §4: frozen, invalidated, files purged, locked), each a 0/1
// integer.
const FLAGS = ['frozen', 'invalidated', 'files_purged', 'locked'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const c of FLAGS) {
    await db.schema
      .alterTable('job')
      .addColumn(c, 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const c of [...FLAGS].reverse()) await db.schema.alterTable('job').dropColumn(c).execute();
}

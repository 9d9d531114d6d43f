import type { Kysely } from 'kysely';

// White labels edited in System (issue 15):
// - branding_news: a white label's news text in one locale, shown on its sign-in page and home page
//   (docs/product.md §3 "A branding news text is identified by brandingName plus locale"; kept by branding id so
//   that a renamed branding keeps its news).
// - branding.updated_at: when a white label was last saved (System shows it; null: never since created).
// - branding_image: an image a white label shows (logo, background, notification icon, favicon), its bytes in the
//   file store under storage_key, served publicly at /api/brandings/images/{id} (the sign-in page shows them).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('branding').addColumn('updated_at', 'text').execute();
  await db.schema
    .createTable('branding_news')
    .addColumn('branding_id', 'text', (c) => c.notNull().references('branding.id'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addPrimaryKeyConstraint('branding_news_pk', ['branding_id', 'locale'])
    .execute();
  await db.schema
    .createTable('branding_image')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('branding_image').execute();
  await db.schema.dropTable('branding_news').execute();
  await db.schema.alterTable('branding').dropColumn('updated_at').execute();
}

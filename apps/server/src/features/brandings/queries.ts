import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { BrandingImageTable, BrandingTable, Database } from '../../platform/db/schema';
import { toCount } from '../../platform/db/util';

type Tx = Db | Transaction<Database>;

// White labels, their images and news are platform-wide: no OU filter. Who may write them: super administrators
// (the endpoint table says it, checked by the route).

export const brandingByHost = (db: Db, host: string) =>
  db.selectFrom('branding').selectAll().where('virtual_host', '=', host.toLowerCase()).executeTakeFirst();

export const brandingByName = (db: Db, name: string) =>
  db.selectFrom('branding').selectAll().where('name', '=', name).executeTakeFirst();

/** The branding of the nearest OU, from the given one up to the root, that has one. */
export async function brandingOfOuPath(db: Db, ouPath: string) {
  const ancestorIds = ouPath.split('/').filter(Boolean);
  if (!ancestorIds.length) return undefined;
  const rows = await db
    .selectFrom('ou')
    .innerJoin('branding', 'branding.id', 'ou.branding_id')
    .selectAll('branding')
    .select('ou.path as ou_path')
    .where('ou.id', 'in', ancestorIds)
    .execute();
  return rows.sort((a, b) => b.ou_path.length - a.ou_path.length)[0];
}

/** Every white label, by name (id and name only). */
export const brandingSummaries = (db: Db) =>
  db.selectFrom('branding').select(['id', 'name']).orderBy('name').orderBy('id').execute();

export const allBrandings = (db: Tx) =>
  db.selectFrom('branding').selectAll().orderBy('name').orderBy('id').execute();

export const brandingById = (db: Tx, id: string) =>
  db.selectFrom('branding').selectAll().where('id', '=', id).executeTakeFirst();

/** How many accounts (OUs) show each white label, by branding id (absent: none). */
export async function accountCounts(db: Tx): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ou')
    .select(['branding_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('branding_id', 'is not', null)
    .groupBy('branding_id')
    .execute();
  return new Map(rows.map((r) => [r.branding_id!, toCount(r.n)]));
}

export async function insertBranding(db: Tx, row: Insertable<BrandingTable>): Promise<void> {
  await db.insertInto('branding').values(row).execute();
}

/** Writes only when the stored version is still `version`; answers whether it did (optimistic concurrency). */
export async function updateBrandingAt(
  db: Tx,
  id: string,
  version: number,
  changes: Updateable<BrandingTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('branding')
    .set({ ...changes, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteBrandingWithNews(db: Tx, id: string): Promise<void> {
  await db.deleteFrom('branding_news').where('branding_id', '=', id).execute();
  await db.deleteFrom('branding').where('id', '=', id).execute();
}

export async function insertBrandingImage(db: Tx, row: Insertable<BrandingImageTable>): Promise<void> {
  await db.insertInto('branding_image').values(row).execute();
}

/** Which of these image ids are stored. */
export async function storedImageIds(db: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('branding_image').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export const brandingImageById = (db: Tx, id: string) =>
  db.selectFrom('branding_image').selectAll().where('id', '=', id).executeTakeFirst();

export const newsOfBranding = (db: Tx, brandingId: string) =>
  db
    .selectFrom('branding_news')
    .select(['locale', 'text'])
    .where('branding_id', '=', brandingId)
    .orderBy('locale')
    .execute();

/** The news of the white label named `name` in the given locales (those it has). */
export const newsByBrandingName = (db: Tx, name: string, locales: readonly string[]) =>
  db
    .selectFrom('branding_news')
    .innerJoin('branding', 'branding.id', 'branding_news.branding_id')
    .select(['branding_news.locale', 'branding_news.text'])
    .where('branding.name', '=', name)
    .where('branding_news.locale', 'in', locales)
    .execute();

export async function removeNews(db: Tx, brandingId: string, locale: string): Promise<void> {
  await db
    .deleteFrom('branding_news')
    .where('branding_id', '=', brandingId)
    .where('locale', '=', locale)
    .execute();
}

/** Sets the news text of a white label in one locale (replacing any). */
export async function putNews(
  db: Tx,
  row: { branding_id: string; locale: string; text: string; updated_at: string; updated_by: string | null },
): Promise<void> {
  await removeNews(db, row.branding_id, row.locale);
  await db.insertInto('branding_news').values(row).execute();
}

/** What every white label refers to (image URLs, properties with the CSS), to find the images still in use. */
export const brandingReferences = (db: Db | Transaction<Database>) =>
  db
    .selectFrom('branding')
    .select(['logo_image_url', 'background_image_url', 'notification_icon_url', 'properties'])
    .execute();

/** Images stored before `before`, oldest first (their ids and storage keys). */
export const brandingImagesBefore = (db: Db | Transaction<Database>, before: string) =>
  db
    .selectFrom('branding_image')
    .select(['id', 'storage_key', 'size'])
    .where('created_at', '<', before)
    .orderBy('created_at')
    .execute();

export async function deleteBrandingImages(db: Transaction<Database>, ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('branding_image').where('id', 'in', ids).execute();
}

import type { Db } from '../../platform/db/database';

export const brandingByHost = (db: Db, host: string) =>
  db.selectFrom('branding').selectAll().where('virtual_host', '=', host).executeTakeFirst();

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

import { sql, type ExpressionBuilder, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';

type Executor = Db | Transaction<Database>;

/** OUs under a path prefix (all when null), parents before children. */
export function ousUnder(db: Db, pathPrefix: string | null, includeRemoved: boolean) {
  let q = db
    .selectFrom('ou')
    .leftJoin('branding', 'branding.id', 'ou.branding_id')
    .select([
      'ou.id',
      'ou.parent_id',
      'ou.path',
      'ou.name',
      'ou.creation_date',
      'ou.branding_id',
      'branding.name as branding_name',
      'ou.allow_ou_children',
      'ou.enabled',
      'ou.removed',
    ]);
  if (pathPrefix) q = q.where('ou.path', 'like', `${pathPrefix}%`);
  if (!includeRemoved) q = q.where('ou.removed', '=', 0);
  return q.orderBy('ou.path').execute();
}
export type OuListRow = Awaited<ReturnType<typeof ousUnder>>[number];

/** The sealed secret of the OU's own webhook: its default webhook subscription's (features/webhooks). */
const defaultWebhookSecret = (eb: ExpressionBuilder<Database, 'ou'>) =>
  eb
    .selectFrom('webhook_subscription as ws')
    .select('ws.secret')
    .whereRef('ws.ou_id', '=', 'ou.id')
    .where('ws.is_default', '=', 1)
    .as('default_webhook_secret');

/** Every column of one OU, with its branding's name. */
export const ouRowById = (db: Executor, id: string) =>
  db
    .selectFrom('ou')
    .leftJoin('branding', 'branding.id', 'ou.branding_id')
    .selectAll('ou')
    .select('branding.name as branding_name')
    .select(defaultWebhookSecret)
    .where('ou.id', '=', id)
    .executeTakeFirst();
export type OuRow = NonNullable<Awaited<ReturnType<typeof ouRowById>>>;

/** Active users of the OUs under a path (the OU's own and its sub-accounts'). */
export async function activeUserCountUnder(db: Executor, path: string): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .innerJoin('ou', 'ou.id', 'app_user.ou_id')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('ou.path', 'like', `${path}%`)
    .where('app_user.removed', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function brandingExists(db: Executor, id: string): Promise<boolean> {
  return !!(await db.selectFrom('branding').select('id').where('id', '=', id).executeTakeFirst());
}

/** Another active OU of that parent has this name (case-insensitive). */
export async function siblingNamed(
  db: Executor,
  parentId: string,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  let q = db
    .selectFrom('ou')
    .select('id')
    .where('parent_id', '=', parentId)
    .where('removed', '=', 0)
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return !!(await q.executeTakeFirst());
}

export async function insertOu(db: Executor, row: Insertable<Database['ou']>): Promise<void> {
  await db.insertInto('ou').values(row).execute();
}

/** Writes the OU's columns if it still has `version`; answers whether it did (else: an edition conflict). */
export async function updateOuAt(
  db: Executor,
  id: string,
  version: number,
  columns: Updateable<Database['ou']>,
): Promise<boolean> {
  const result = await db
    .updateTable('ou')
    .set({ ...columns, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Rewrites the materialised path of an OU and of its whole subtree: `oldPath…` becomes `newPath…`. */
export async function moveSubtree(db: Executor, oldPath: string, newPath: string): Promise<void> {
  await db
    .updateTable('ou')
    .set({ path: sql<string>`${newPath} || substr(path, ${oldPath.length + 1})` })
    .where('path', 'like', `${oldPath}%`)
    .execute();
}

/** The active OUs of a subtree (the OU itself included), parents first. */
export const activeOusUnder = (db: Executor, path: string) =>
  db
    .selectFrom('ou')
    .select(['id', 'name', 'path', 'version'])
    .where('path', 'like', `${path}%`)
    .where('removed', '=', 0)
    .orderBy('path')
    .execute();

export async function markOusRemoved(db: Executor, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('ou')
    .set((eb) => ({ removed: 1, version: eb('version', '+', 1) }))
    .where('id', 'in', ids)
    .execute();
}

export async function markUsersRemoved(db: Executor, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('app_user')
    .set((eb) => ({ removed: 1, enabled: 0, version: eb('version', '+', 1) }))
    .where('id', 'in', ids)
    .execute();
}

/** Every active user of a subtree (id, login, OU): what a forced deletion removes. */
export const activeUsersUnder = (db: Executor, path: string) =>
  db
    .selectFrom('app_user')
    .innerJoin('ou', 'ou.id', 'app_user.ou_id')
    .select(['app_user.id', 'app_user.login', 'app_user.ou_id'])
    .where('ou.path', 'like', `${path}%`)
    .where('app_user.removed', '=', 0)
    .execute();

// ---- Export ----

/** Every OU of a subtree (removed ones too: the export is the account as it is), parents first. */
export const exportOus = (db: Db, path: string) =>
  db
    .selectFrom('ou')
    .leftJoin('branding', 'branding.id', 'ou.branding_id')
    .selectAll('ou')
    .select('branding.name as branding_name')
    .select(defaultWebhookSecret)
    .where('ou.path', 'like', `${path}%`)
    .orderBy('ou.path')
    .execute();

const inSubtree = (path: string) => (eb: { selectFrom: Db['selectFrom'] }) =>
  eb.selectFrom('ou').select('ou.id').where('ou.path', 'like', `${path}%`);

export const exportGroups = (db: Db, path: string) =>
  db
    .selectFrom('user_group')
    .select(['id', 'ou_id', 'code', 'name'])
    .where('ou_id', 'in', inSubtree(path)(db))
    .orderBy('ou_id')
    .orderBy('code')
    .execute();

export const exportProfiles = (db: Db, path: string) =>
  db
    .selectFrom('profile')
    .select([
      'id',
      'ou_id',
      'name',
      'role',
      'permissions',
      'permissions_on_group',
      'permissions_on_ou',
      'needs_validation',
    ])
    .where('ou_id', 'in', inSubtree(path)(db))
    .orderBy('ou_id')
    .orderBy('name')
    .execute();

export const exportProfileServices = (db: Db, path: string) =>
  db
    .selectFrom('profile_service')
    .innerJoin('profile', 'profile.id', 'profile_service.profile_id')
    .select(['profile_service.profile_id', 'profile_service.service_id'])
    .where('profile.ou_id', 'in', inSubtree(path)(db))
    .orderBy('profile_service.service_id')
    .execute();

export const exportServices = (db: Db, path: string) =>
  db
    .selectFrom('service')
    .select(['id', 'ou_id', 'name', 'type', 'enabled', 'removed'])
    .where('ou_id', 'in', inSubtree(path)(db))
    .orderBy('ou_id')
    .orderBy('name')
    .execute();

/** Users of a subtree by id, a page at a time after `after` (keyset): never the password hash. */
export const exportUsersPage = (db: Db, path: string, after: string | null, size: number) => {
  let q = db
    .selectFrom('app_user')
    .select([
      'id',
      'ou_id',
      'login',
      'title',
      'first_name',
      'last_name',
      'email_address',
      'phone_number',
      'mobile_number',
      'locale',
      'profile_id',
      'group_id',
      'enabled',
      'removed',
      'allowed_address_ranges',
      'creation_date',
    ])
    .where('ou_id', 'in', inSubtree(path)(db));
  if (after !== null) q = q.where('id', '>', after);
  return q.orderBy('id').limit(size).execute();
};

export async function countUnder(
  db: Db,
  table: 'user_group' | 'profile' | 'service' | 'app_user',
  path: string,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('ou_id', 'in', inSubtree(path)(db))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The `settings` of an account and of every account above it (`path` is `/root/…/own/`). */
export function settingsOfChain(db: Executor, path: string) {
  const ids = path.split('/').filter(Boolean);
  const paths = ids.map((_, i) => `/${ids.slice(0, i + 1).join('/')}/`);
  return db.selectFrom('ou').select(['path', 'settings']).where('path', 'in', paths).execute();
}

import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { toCount } from '../../platform/db/util';

export async function setUiPreferences(
  db: Db | Transaction<Database>,
  userId: string,
  preferences: string,
): Promise<void> {
  await db
    .updateTable('app_user')
    .set((eb) => ({ ui_preferences: preferences, version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

// The administration of users (docs/administration.md "Users"). Scoping comes from platform/policy.ts as an OU
// path prefix (null: every unit); removed users are never listed (their login stays taken).

export type Executor = Db | Transaction<Database>;

/** A user with its unit, profile and group: what the administration screens show. */
function adminUserRows(db: Executor) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('ou', 'ou.id', 'u.ou_id')
    .leftJoin('profile as p', 'p.id', 'u.profile_id')
    .leftJoin('user_group as g', 'g.id', 'u.group_id')
    .select([
      'u.id',
      'u.ou_id',
      'u.login',
      'u.title',
      'u.first_name',
      'u.last_name',
      'u.email_address',
      'u.phone_number',
      'u.mobile_number',
      'u.locale',
      'u.profile_id',
      'u.group_id',
      'u.enabled',
      'u.allowed_address_ranges',
      'u.must_change_password',
      'u.creation_date',
      'u.version',
      'ou.name as ou_name',
      'ou.path as ou_path',
      'p.name as profile_name',
      'p.permissions as profile_permissions',
      'g.name as group_name',
      'g.code as group_code',
    ])
    .where('u.removed', '=', 0);
}
export type AdminUserRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof adminUserRows>['executeTakeFirst']>>
>;

export type UserFilters = {
  ouPathPrefix: string | null;
  /** Only this unit (not its descendants). */
  ouId?: string;
  text?: string;
  profileId?: string;
  groupId?: string;
  enabled?: boolean;
};

function filtered(db: Executor, f: UserFilters) {
  let q = adminUserRows(db);
  if (f.ouPathPrefix !== null) q = q.where('ou.path', 'like', `${f.ouPathPrefix}%`);
  if (f.ouId) q = q.where('u.ou_id', '=', f.ouId);
  if (f.profileId) q = q.where('u.profile_id', '=', f.profileId);
  if (f.groupId) q = q.where('u.group_id', '=', f.groupId);
  if (f.enabled !== undefined) q = q.where('u.enabled', '=', f.enabled ? 1 : 0);
  if (f.text) {
    // A contains search, case-insensitive on both engines; LIKE wildcards typed by the user are matched literally.
    const pattern = `%${f.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or(
        (['u.login', 'u.first_name', 'u.last_name', 'u.email_address'] as const).map((column) =>
          eb(sql`lower(${sql.ref(column)})`, 'like', sql`${pattern} escape '\\'`),
        ),
      ),
    );
  }
  return q;
}

export const adminUsersPage = (db: Db, f: UserFilters, offset: number, limit: number) =>
  filtered(db, f).orderBy('u.login').offset(offset).limit(limit).execute();

export async function countAdminUsers(db: Db, f: UserFilters): Promise<number> {
  const row = await filtered(db, f)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return toCount(row?.n);
}

export const adminUserById = (db: Executor, id: string) =>
  adminUserRows(db).where('u.id', '=', id).executeTakeFirst();

/** Whether a login is taken, by any user, removed ones included (a login is never given twice). */
export async function loginsTaken(db: Executor, logins: readonly string[]): Promise<Set<string>> {
  if (!logins.length) return new Set();
  const rows = await db
    .selectFrom('app_user')
    .select('login')
    .where((eb) =>
      eb(
        eb.fn('lower', ['login']),
        'in',
        logins.map((l) => l.toLowerCase()),
      ),
    )
    .execute();
  return new Set(rows.map((r) => r.login.toLowerCase()));
}

export const ouForUsers = (db: Executor, id: string) =>
  db
    .selectFrom('ou')
    .select(['id', 'name', 'path', 'removed', 'default_mail_country'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Profiles of these units (a user's unit and its ancestors), with their own-items mask. */
export const profilesOfOus = (db: Executor, ouIds: readonly string[]) =>
  db
    .selectFrom('profile')
    .select(['id', 'ou_id', 'name', 'permissions'])
    .where('ou_id', 'in', [...ouIds])
    .execute();

export const groupsOfOus = (db: Executor, ouIds: readonly string[]) =>
  db
    .selectFrom('user_group')
    .select(['id', 'ou_id', 'code', 'name'])
    .where('ou_id', 'in', [...ouIds])
    .execute();

export const profileById = (db: Executor, id: string) =>
  db
    .selectFrom('profile')
    .select(['id', 'ou_id', 'name', 'permissions'])
    .where('id', '=', id)
    .executeTakeFirst();

export const groupById = (db: Executor, id: string) =>
  db.selectFrom('user_group').select(['id', 'ou_id', 'code', 'name']).where('id', '=', id).executeTakeFirst();

export async function insertUsers(db: Executor, rows: Insertable<Database['app_user']>[]): Promise<void> {
  // In slices: SQLite binds at most 32766 values per statement.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('app_user')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

/** Updates a user if its version is still `version`; answers false when another change came first (-13). */
export async function updateUser(
  db: Executor,
  id: string,
  version: number,
  values: Updateable<Database['app_user']>,
): Promise<boolean> {
  const r = await db
    .updateTable('app_user')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .where('removed', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Users other than `exceptId` holding superAdmin in their profile who may sign in. */
export async function countOtherSuperAdmins(db: Executor, exceptId: string, superAdminBit: number) {
  const row = await db
    .selectFrom('app_user as u')
    .innerJoin('profile as p', 'p.id', 'u.profile_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('u.id', '!=', exceptId)
    .where('u.enabled', '=', 1)
    .where('u.removed', '=', 0)
    .where(sql<boolean>`(p.permissions & ${superAdminBit}) <> 0`)
    .executeTakeFirst();
  return toCount(row?.n);
}

/** The users of one unit, by login, a slice at a time (the export streams them). */
export const usersOfOuAfter = (db: Db, ouId: string, afterLogin: string | null, limit: number) => {
  let q = adminUserRows(db).where('u.ou_id', '=', ouId);
  if (afterLogin !== null) q = q.where('u.login', '>', afterLogin);
  return q.orderBy('u.login').limit(limit).execute();
};

export const userRefs = (db: Db, ouPathPrefix: string, limit: number) =>
  db
    .selectFrom('app_user as u')
    .innerJoin('ou', 'ou.id', 'u.ou_id')
    .select(['u.id', 'u.login', 'u.first_name', 'u.last_name', 'u.ou_id', 'u.group_id', 'u.enabled'])
    .where('u.removed', '=', 0)
    .where('ou.path', 'like', `${ouPathPrefix}%`)
    .orderBy('u.login')
    .limit(limit)
    .execute();

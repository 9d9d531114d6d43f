import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { CompiledQuery, sql, type Transaction } from 'kysely';

type Executor = Db | Transaction<Database>;

/** The user, its OU and its profile in one row: everything a session needs. */
export function findAccount(db: Executor) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('ou', 'ou.id', 'u.ou_id')
    .leftJoin('profile as p', 'p.id', 'u.profile_id')
    .select([
      'u.id',
      'u.ou_id',
      'u.login',
      'u.password_hash',
      'u.password_changed_at',
      'u.title',
      'u.first_name',
      'u.last_name',
      'u.email_address',
      'u.phone_number',
      'u.mobile_number',
      'u.locale',
      'u.group_id',
      'u.profile_id',
      'u.enabled',
      'u.removed',
      'u.allow_email_notifications',
      'u.ui_preferences',
      'u.allowed_address_ranges',
      'u.must_change_password',
      'ou.name as ou_name',
      'ou.path as ou_path',
      'ou.enabled as ou_enabled',
      'ou.removed as ou_removed',
      'ou.account_expired as ou_account_expired',
      // The password rules of the account and of every account above it, the strictest of each (an account
      // cannot weaken what the accounts above it require): the highest minimum entropy, the shortest validity.
      sql<number>`(select max(anc.min_password_entropy) from ou anc where ou.path like anc.path || '%')`.as(
        'min_password_entropy',
      ),
      sql<
        number | null
      >`(select min(nullif(anc.max_password_validity_days, 0)) from ou anc where ou.path like anc.path || '%')`.as(
        'max_password_validity_days',
      ),
      'p.role',
      'p.permissions',
      'p.permissions_on_group',
      'p.permissions_on_ou',
    ]);
}
export type AccountRow = NonNullable<Awaited<ReturnType<ReturnType<typeof findAccount>['executeTakeFirst']>>>;

export const accountByLogin = (db: Executor, login: string) =>
  findAccount(db).where('u.login', '=', login).executeTakeFirst();

export const accountById = (db: Executor, id: string) =>
  findAccount(db).where('u.id', '=', id).executeTakeFirst();

export const accountsByEmail = (db: Executor, email: string) =>
  findAccount(db)
    .where((eb) => eb(eb.fn('lower', ['u.email_address']), '=', email.toLowerCase()))
    .execute();

export async function insertSession(db: Executor, row: Database['session']): Promise<void> {
  await db.insertInto('session').values(row).execute();
}

export const sessionByTokenHash = (db: Executor, tokenHash: string) =>
  db.selectFrom('session').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

// Read on every authenticated request: compiled once (building it each time cost more than running it), and the
// same text on both databases.
const SESSION_GENERATION = CompiledQuery.raw(
  `select value from cache_generation where name = 'sessions'`,
  [],
);

/** The generation the database bumps when a session may have changed (migration 0041, session-cache.ts). */
export async function sessionGeneration(db: Executor): Promise<number> {
  const { rows } = await db.executeQuery<{ value: number | string }>(SESSION_GENERATION);
  return Number(rows[0]?.value ?? 0);
}

export async function touchSession(db: Executor, id: string, lastSeenAt: string, expiresAt: string) {
  await db
    .updateTable('session')
    .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function revokeSession(db: Executor, id: string, at: string) {
  await db
    .updateTable('session')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserSessions(db: Executor, userId: string, at: string) {
  await db
    .updateTable('session')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertPasswordReset(db: Executor, row: Database['password_reset']) {
  await db.insertInto('password_reset').values(row).execute();
}

export const passwordResetByTokenHash = (db: Executor, tokenHash: string) =>
  db.selectFrom('password_reset').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Marks a reset token used; answers false when another request used it first (single use). */
export async function consumePasswordReset(db: Executor, id: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable('password_reset')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function invalidateUserResets(db: Executor, userId: string, at: string) {
  await db
    .updateTable('password_reset')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Ends every session of a user but `keepSessionId` (the one changing its password stays signed in). */
export async function revokeOtherSessions(db: Executor, userId: string, keepSessionId: string, at: string) {
  await db
    .updateTable('session')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function setPassword(
  db: Executor,
  userId: string,
  passwordHash: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('app_user')
    // The user's own password from now on: a temporary one set by an administrator is replaced.
    .set((eb) => ({
      password_hash: passwordHash,
      password_changed_at: at,
      must_change_password: 0,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', userId)
    .execute();
}

/** Failed sign-ins (login_failure): one row per key at each failure. */
export async function insertLoginFailures(db: Db, keys: string[], at: string): Promise<void> {
  await db
    .insertInto('login_failure')
    .values(keys.map((key) => ({ key, failed_at: at })))
    .execute();
}

/** The failures of these keys since `since`, oldest first. */
export const loginFailuresSince = (db: Db, keys: string[], since: string) =>
  db
    .selectFrom('login_failure')
    .select(['key', 'failed_at'])
    .where('key', 'in', keys)
    .where('failed_at', '>', since)
    .orderBy('failed_at')
    .execute();

export async function deleteLoginFailureKeys(db: Db, keys: string[]): Promise<void> {
  await db.deleteFrom('login_failure').where('key', 'in', keys).execute();
}

export async function deleteLoginFailuresBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('login_failure').where('failed_at', '<=', before).execute();
}

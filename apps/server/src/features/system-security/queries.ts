import type { Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { inOuSubtree } from '../../platform/db/util';

type Tx = Db | Transaction<Database>;

export { insertSetting, settingRow, updateSettingAt } from '../../platform/settings/queries';

// The instance's security settings (system_setting row SECURITY_SETTING_ROW) and the sessions an administrator
// lists and ends. Settings are platform-wide: no OU filter. Sessions are scoped by the caller's OU path prefix,
// which the use cases take from platform/policy.ts.

/** The one row of system_setting that holds the security overrides (JSON). */
export const SECURITY_SETTING_ROW = 'security';

function sessionsWithUsers(db: Tx) {
  return db
    .selectFrom('session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .innerJoin('ou', 'ou.id', 'u.ou_id')
    .select([
      's.id',
      's.user_id',
      's.created_at',
      's.last_seen_at',
      's.expires_at',
      's.revoked_at',
      's.remote_address',
      's.user_agent',
      'u.login',
      'u.first_name',
      'u.last_name',
      'u.ou_id',
      'ou.name as ou_name',
      'ou.path as ou_path',
    ]);
}

/**
 * Sessions not revoked and not expired at `now`, newest activity first, at most `limit`: of users in OUs under
 * `ouPathPrefix` (null: every OU), of `ouId`'s subtree when given, whose login contains `login` (case ignored).
 */
export function activeSessions(
  db: Tx,
  filter: { now: string; ouPathPrefix: string | null; ouId?: string; login?: string; limit: number },
) {
  let q = sessionsWithUsers(db).where('s.revoked_at', 'is', null).where('s.expires_at', '>', filter.now);
  if (filter.ouPathPrefix !== null) q = q.where('ou.path', 'like', `${filter.ouPathPrefix}%`);
  if (filter.ouId) q = q.where(inOuSubtree('u.ou_id', filter.ouId));
  if (filter.login) {
    q = q.where((eb) => eb(eb.fn('lower', ['u.login']), 'like', `%${filter.login!.toLowerCase()}%`));
  }
  return q.orderBy('s.last_seen_at', 'desc').orderBy('s.id').limit(filter.limit).execute();
}

export const sessionWithUser = (db: Tx, id: string) =>
  sessionsWithUsers(db).where('s.id', '=', id).executeTakeFirst();

/** Ends one session; answers whether it was still active (not revoked, not expired at `at`). */
export async function revokeActiveSession(db: Tx, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('session')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The user's sessions active at `at`. */
export const activeSessionIdsOfUser = (db: Tx, userId: string, at: string) =>
  db
    .selectFrom('session')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .execute();

export async function revokeSessionsOfUser(db: Tx, userId: string, at: string): Promise<number> {
  const result = await db
    .updateTable('session')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A user (not removed) with the path of its OU. */
export const userWithOu = (db: Tx, id: string) =>
  db
    .selectFrom('app_user as u')
    .innerJoin('ou', 'ou.id', 'u.ou_id')
    .select(['u.id', 'u.login', 'u.ou_id', 'ou.path as ou_path'])
    .where('u.id', '=', id)
    .executeTakeFirst();

export const ouPathOf = (db: Tx, id: string) =>
  db.selectFrom('ou').select(['id', 'path']).where('id', '=', id).executeTakeFirst();

import type { Db } from '../../platform/db/database';

/** Sessions that ended (expired or signed out) before `before`. */
export async function deleteEndedSessions(db: Db, before: string): Promise<number> {
  const r = await db
    .deleteFrom('session')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Reset links that expired or were used before `before`. */
export async function deleteEndedPasswordResets(db: Db, before: string): Promise<number> {
  const r = await db
    .deleteFrom('password_reset')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

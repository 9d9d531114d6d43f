import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';

type Executor = Db | Transaction<Database>;

/** An active OU (not removed) and its materialised path. */
export const ouOfId = (db: Executor, ouId: string) =>
  db
    .selectFrom('ou')
    .select(['id', 'path'])
    .where('id', '=', ouId)
    .where('removed', '=', 0)
    .executeTakeFirst();

export const profileOfId = (db: Executor, profileId: string) =>
  db
    .selectFrom('profile')
    .select(['id', 'ou_id', 'permissions'])
    .where('id', '=', profileId)
    .executeTakeFirst();

export async function insertTechnicalUser(
  tx: Executor,
  row: Insertable<Database['app_user']>,
): Promise<void> {
  await tx.insertInto('app_user').values(row).execute();
}

export async function insertApiKey(tx: Executor, row: Insertable<Database['api_key']>): Promise<void> {
  await tx.insertInto('api_key').values(row).execute();
}

const keyColumns = (db: Executor) =>
  db
    .selectFrom('api_key as k')
    .innerJoin('app_user as u', 'u.id', 'k.user_id')
    .selectAll('k')
    .select(['u.login', 'u.profile_id']);

export type ApiKeyRow = NonNullable<Awaited<ReturnType<ReturnType<typeof keyColumns>['executeTakeFirst']>>>;

export const apiKeysOfOu = (db: Executor, ouId: string) =>
  keyColumns(db).where('k.ou_id', '=', ouId).orderBy('k.created_at', 'desc').orderBy('k.id').execute();

export const apiKeyOfOu = (db: Executor, ouId: string, keyId: string) =>
  keyColumns(db).where('k.ou_id', '=', ouId).where('k.id', '=', keyId).executeTakeFirst();

export const apiKeyById = (db: Executor, keyId: string) =>
  keyColumns(db).where('k.id', '=', keyId).executeTakeFirst();

export const apiKeyBySecretHash = (db: Executor, secretHash: string) =>
  keyColumns(db).where('k.secret_hash', '=', secretHash).executeTakeFirst();

/** Revokes a key not revoked yet; false when it was already. */
export async function revokeApiKeyRow(tx: Executor, keyId: string, at: string, by: string): Promise<boolean> {
  const done = await tx
    .updateTable('api_key')
    .set({ revoked_at: at, revoked_by: by })
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

export async function touchApiKey(db: Executor, keyId: string, at: string): Promise<void> {
  await db.updateTable('api_key').set({ last_used_at: at }).where('id', '=', keyId).execute();
}

/** Counts one more call of the key in the minute starting at `windowStart`; answers the minute's count. */
export async function countApiKeyCall(db: Executor, keyId: string, windowStart: string): Promise<number> {
  const row = await db
    .insertInto('api_key_usage')
    .values({ api_key_id: keyId, window_start: windowStart, calls: 1 })
    .onConflict((oc) =>
      oc
        .columns(['api_key_id', 'window_start'])
        .doUpdateSet((eb) => ({ calls: eb('api_key_usage.calls', '+', 1) })),
    )
    .returning('calls')
    .executeTakeFirstOrThrow();
  return Number(row.calls);
}

export async function deleteApiKeyUsageBefore(db: Executor, keyId: string, before: string): Promise<void> {
  await db
    .deleteFrom('api_key_usage')
    .where('api_key_id', '=', keyId)
    .where('window_start', '<', before)
    .execute();
}

/** The id of the user with this login in the OU subtree of `ouPath`; undefined for a login of anywhere else. */
export const userIdInSubtree = (db: Executor, login: string, ouPath: string) =>
  db
    .selectFrom('app_user as u')
    .innerJoin('ou', 'ou.id', 'u.ou_id')
    .select('u.id')
    .where('u.login', '=', login)
    .where('ou.path', 'like', `${ouPath}%`)
    .executeTakeFirst();

export async function insertExternalToken(
  db: Executor,
  row: Insertable<Database['external_token']>,
): Promise<void> {
  await db.insertInto('external_token').values(row).execute();
}

/** Forgets the tokens past their expiry, used or not: none of them can be exchanged any more. */
export async function deleteExpiredExternalTokens(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('external_token').where('expires_at', '<=', now).execute();
}

/**
 * Marks a token used if it is unused and not expired, in one statement: of two concurrent exchanges only one
 * changes the row and gets it back.
 */
export const consumeExternalToken = (db: Executor, tokenHash: string, now: string) =>
  db
    .updateTable('external_token')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'api_key_id'])
    .executeTakeFirst();

import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Counts one call of `key` and answers the calls of its window and when that window ends, in one atomic statement
 * (every API process counts into the same row): a window that has ended starts again at this call.
 */
export async function countRateLimitHit(
  db: Db,
  key: string,
  nowIso: string,
  windowEndsAt: string,
): Promise<{ hits: number; windowEndsAt: string }> {
  const row = await db
    .insertInto('rate_limit_hit')
    .values({ key, hits: 1, window_ends_at: windowEndsAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limit_hit.window_ends_at <= ${nowIso} then 1 else rate_limit_hit.hits + 1 end`,
        window_ends_at: sql<string>`case when rate_limit_hit.window_ends_at <= ${nowIso} then excluded.window_ends_at else rate_limit_hit.window_ends_at end`,
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowEndsAt: row.window_ends_at };
}

/** Forgets the windows that ended before `before`. */
export async function deleteRateLimitHitsBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('rate_limit_hit').where('window_ends_at', '<', before).execute();
}

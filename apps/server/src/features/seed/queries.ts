import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { toCount } from '../../platform/db/util';

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

type SeedRows = {
  branding: Insertable<Database['branding']>[];
  ou: Insertable<Database['ou']>[];
  user_group: Insertable<Database['user_group']>[];
  profile: Insertable<Database['profile']>[];
  app_user: Insertable<Database['app_user']>[];
};

/** Inserts a whole seed in one transaction, parents first. */
export async function insertSeed(db: Db, rows: SeedRows): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const table of ['branding', 'ou', 'user_group', 'profile', 'app_user'] as const) {
      for (const row of rows[table])
        await tx
          .insertInto(table)
          .values(row as never)
          .execute();
    }
  });
}

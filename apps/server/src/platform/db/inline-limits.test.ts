import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';

describe('SQLite limits and offsets', () => {
  it('are written into the SQL as literals, and give the same rows', async () => {
    const { db, close } = openDatabase({ kind: 'sqlite', file: ':memory:' });
    try {
      await db.schema.createTable('t').addColumn('n', 'integer').execute();
      await db
        .insertInto('t' as never)
        .values(Array.from({ length: 10 }, (_, n) => ({ n })) as never)
        .execute();
      const page = db
        .selectFrom('t' as never)
        .select('n' as never)
        .orderBy('n' as never)
        .limit(3)
        .offset(4);
      const compiled = page.compile();
      expect(compiled.sql).toMatch(/limit 3 offset 4$/);
      expect(compiled.parameters).toEqual([]);
      expect(await page.execute()).toEqual([{ n: 4 }, { n: 5 }, { n: 6 }]);
    } finally {
      await close();
    }
  });
});

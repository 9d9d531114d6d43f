import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type AliasedRawBuilder, type RawBuilder, type SqlBool } from 'kysely';

// Small conversions used by every query file (column conventions in schema.ts).
export const newId = (): string => randomUUID();
export const flag = (value: boolean): number => (value ? 1 : 0);
export const isSet = (value: number | boolean | null | undefined): boolean => value === 1 || value === true;
export const toCount = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * The rows whose `column` (an `ou_id`) is the OU `ouId` or one below it: the `targetOUId` filter of the lists and
 * counters (docs/product.md §7). It narrows; what the caller may see is the policy's scope, added beside it. An
 * unknown OU matches nothing.
 */
export function inOuSubtree(column: string, ouId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} in (select o.id from ou o where o.path like ((select t.path from ou t where t.id = ${ouId}) || '%'))`;
}

/** Whether the database is PostgreSQL (a query shape that SQLite lacks, LATERAL, is chosen by it). */
export const isPostgres = (db: { getExecutor: () => { readonly adapter: unknown } }): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Keys as the rows of a derived table, `(values (?), (?), …) as <alias>`, whose one column is `column1` on both
 * engines. A page's counts and details are looked up key by key from it (a correlated subquery, or a LATERAL
 * one on PostgreSQL): without statistics, PostgreSQL takes `column in (…)` of a hundred keys for half the
 * table and reads all of it, where one key is a lookup in the column's index.
 */
export function keyRows<A extends string>(
  keys: readonly string[],
  alias: A,
): AliasedRawBuilder<{ column1: string }, A> {
  return sql<{ column1: string }>`(values ${sql.join(keys.map((k) => sql`(${k})`))})`.as(alias);
}

import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder, type SqlBool } from 'kysely';

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

import { randomUUID } from 'node:crypto';

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

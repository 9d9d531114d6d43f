import { describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/database';
import { sharedGeneration } from './session-cache';

describe('sharedGeneration', () => {
  it('reads once for the callers of one turn, and again for a caller after the read began', async () => {
    const db = {} as Db;
    let reads = 0;
    let value = 7;
    const read = () => {
      reads++;
      return Promise.resolve(value);
    };
    const first = [sharedGeneration(db, read), sharedGeneration(db, read), sharedGeneration(db, read)];
    expect(reads).toBe(0);
    expect(await Promise.all(first)).toEqual([7, 7, 7]);
    expect(reads).toBe(1);
    // A change committed after that read began: the next caller never gets the old value.
    value = 8;
    expect(await sharedGeneration(db, read)).toBe(8);
    expect(reads).toBe(2);
  });

  it('gives each caller of the turn the read’s failure', async () => {
    const db = {} as Db;
    const read = () => Promise.reject(new Error('database down'));
    const both = [sharedGeneration(db, read), sharedGeneration(db, read)];
    for (const p of both) await expect(p).rejects.toThrow('database down');
  });
});

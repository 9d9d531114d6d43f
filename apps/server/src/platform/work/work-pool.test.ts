import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { DocumentError } from '@postbridge/documents';
import { ALLOCATE, COUNT, REFUSE, SPIN, SUM, WHO_AM_I } from './test-tasks';
import { createWorkPool } from './work-pool';

const tasksModule = new URL('./test-tasks.ts', import.meta.url);

describe('work pool', () => {
  const pool = createWorkPool(tasksModule, { threads: 2, memoryMb: 128 });
  afterAll(() => pool.close());

  it('runs tasks in threads of its own, side by side', async () => {
    const [a, b] = await Promise.all([pool.run(SPIN, { ms: 150 }), pool.run(WHO_AM_I, null)]);
    expect(a).toBe('done');
    expect(b).not.toBe(threadId);
  });

  it('warms every thread at once when asked (a server before it takes work)', async () => {
    const fresh = createWorkPool(tasksModule, { threads: 2, memoryMb: 128 });
    expect(fresh.stats().threads).toBe(0);
    await fresh.warm();
    expect(fresh.stats()).toEqual({ threads: 2, queued: 0 });
    await fresh.close();
  });

  it('ends a task past its time limit with pdf.tooComplex, and the next task still runs', async () => {
    const error = await pool.run(SPIN, { ms: 5_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentError);
    expect(error).toMatchObject({ code: 'pdf.tooComplex', details: { limit: 'time' } });
    expect((error as Error).message).toMatch(/took longer than 1 s/);
    expect(await pool.run(SPIN, { ms: 1 })).toBe('done');
  });

  it('ends a task past the memory limit with pdf.tooComplex, and replaces the thread', async () => {
    const error = await pool.run(ALLOCATE, null).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'pdf.tooComplex', details: { limit: 'memory', megabytes: 128 } });
    expect(await pool.run(WHO_AM_I, null)).toBeGreaterThan(0);
  });

  it("answers a task's DocumentError with its code and details", async () => {
    const error = await pool.run(REFUSE, { code: 'pdf.encrypted' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentError);
    expect(error).toMatchObject({
      code: 'pdf.encrypted',
      message: 'This PDF is refused',
      details: { page: 3 },
    });
  });

  it('hands transferred bytes over to the thread', async () => {
    const bytes = new Uint8Array([1, 2, 3, 4]);
    expect(await pool.run(SUM, { bytes }, [bytes.buffer])).toBe(10);
    expect(bytes.byteLength).toBe(0);
  });

  it("hands a task's progress reports to the caller, in order, in threads and inline alike", async () => {
    const inline = createWorkPool(tasksModule, { threads: 0, memoryMb: 128 });
    for (const each of [pool, inline]) {
      const seen: unknown[] = [];
      expect(await each.run(COUNT, { to: 3 }, [], { onProgress: (p) => seen.push(p) })).toBe('counted');
      expect(seen).toEqual([
        { done: 1, total: 3 },
        { done: 2, total: 3 },
        { done: 3, total: 3 },
      ]);
      // A caller that does not follow the progress still gets the answer.
      expect(await each.run(COUNT, { to: 2 })).toBe('counted');
    }
    await inline.close();
  });

  it('runs the same tasks inline with no threads', async () => {
    const inline = createWorkPool(tasksModule, { threads: 0, memoryMb: 128 });
    expect(await inline.run(WHO_AM_I, null)).toBe(threadId);
    await expect(inline.run(REFUSE, { code: 'pdf.invalid' })).rejects.toMatchObject({ code: 'pdf.invalid' });
  });
});

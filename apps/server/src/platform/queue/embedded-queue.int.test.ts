import { z } from 'zod';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { EmbeddedQueue } from './embedded-queue';
import { pgWakeUps } from './pg-wake-ups';
import { defineTask, noPayload } from './queue';

const FLAKY_TASK = defineTask('flaky', noPayload);
const GREET_TASK = defineTask('greet', z.object({ name: z.string() }));
const LATER_TASK = defineTask('later', noPayload);
const ONE_TASK = defineTask('one', noPayload);
const RESUMABLE_TASK = defineTask('resumable', noPayload);
const SOON_TASK = defineTask('soon', noPayload);
const TICK_TASK = defineTask('tick', noPayload);
const TWO_TASK = defineTask('two', noPayload);

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext({ seed: false });
});
afterEach(async () => {
  await t.close();
});

const tasks = () => t.deps.db.selectFrom('task').selectAll().orderBy('created_at').execute();

describe('embedded queue', () => {
  it('runs an enqueued task once with its payload', async () => {
    const seen: unknown[] = [];
    t.deps.queue.handle(GREET_TASK, async (payload) => void seen.push(payload));
    await t.deps.queue.enqueue(GREET_TASK, { name: 'Ada' });
    await t.deps.queue.drain();
    await t.deps.queue.drain();
    expect(seen).toEqual([{ name: 'Ada' }]);
    expect((await tasks())[0]).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('once started, runs a task enqueued in this process at once, not at the next poll', async () => {
    const queue = new EmbeddedQueue({ db: t.deps.db, clock: t.clock, log: t.deps.log, pollMs: 60_000 });
    const ran = new Promise<number>((resolve) => queue.handle(SOON_TASK, async () => resolve(Date.now())));
    await queue.start();
    try {
      await new Promise((r) => setTimeout(r, 50)); // the first tick has passed: the next poll is a minute away
      const enqueuedAt = Date.now();
      await queue.enqueue(SOON_TASK, {});
      expect((await ran) - enqueuedAt).toBeLessThan(5_000);
    } finally {
      await queue.stop();
    }
  });

  it.runIf(process.env.DATABASE_URL?.startsWith('postgres'))(
    'on PostgreSQL, a task added by another process (serve) reaches an idle worker process at once',
    async () => {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.deps.db);
      const wakeUps = pgWakeUps(process.env.DATABASE_URL!, t.deps.log, rows[0]!.schema);
      const { db, log } = t.deps;
      const worker = new EmbeddedQueue({ db, clock: t.clock, log, pollMs: 60_000, wakeUps });
      // Never started, as in a `serve` process: it only adds tasks.
      const api = new EmbeddedQueue({ db, clock: t.clock, log, wakeUps });
      const ran = new Promise<number>((resolve) => worker.handle(SOON_TASK, async () => resolve(Date.now())));
      await worker.start();
      try {
        await new Promise((r) => setTimeout(r, 100)); // the first tick has passed: the next poll is a minute away
        const enqueuedAt = Date.now();
        await api.enqueue(SOON_TASK, {});
        expect((await ran) - enqueuedAt).toBeLessThan(5_000);
      } finally {
        await worker.stop();
      }
    },
  );

  it('does not run a task before its time', async () => {
    let runs = 0;
    t.deps.queue.handle(LATER_TASK, async () => void runs++);
    await t.deps.queue.enqueue(LATER_TASK, {}, { runAt: new Date(t.clock.now().getTime() + 60_000) });
    await t.deps.queue.drain();
    expect(runs).toBe(0);
    t.clock.advanceMinutes(2);
    await t.deps.queue.drain();
    expect(runs).toBe(1);
  });

  it('retries a failing task with back-off, then gives up and keeps the error', async () => {
    let runs = 0;
    t.deps.queue.handle(FLAKY_TASK, async () => {
      runs++;
      throw new Error(`boom ${runs}`);
    });
    await t.deps.queue.enqueue(FLAKY_TASK, {}, { maxAttempts: 3 });
    await t.deps.queue.drain();
    expect(runs).toBe(1);
    expect((await tasks())[0]).toMatchObject({ state: 'queued', last_error: 'boom 1' });
    for (let i = 0; i < 3; i++) {
      t.clock.advanceMinutes(1);
      await t.deps.queue.drain();
    }
    expect(runs).toBe(3);
    expect((await tasks())[0]).toMatchObject({ state: 'failed', attempts: 3, last_error: 'boom 3' });
  });

  it('resumes a task left running by a process that died', async () => {
    let runs = 0;
    t.deps.queue.handle(RESUMABLE_TASK, async () => void runs++);
    const id = await t.deps.queue.enqueue(RESUMABLE_TASK, {});
    const later = new Date(t.clock.now().getTime() + 5 * 60_000).toISOString();
    await t.deps.db
      .updateTable('task')
      .set({ state: 'running', locked_until: later, attempts: 1 })
      .where('id', '=', id)
      .execute();
    await t.deps.queue.drain();
    expect(runs).toBe(0); // still locked by the "other" process
    t.clock.advanceMinutes(6);
    await t.deps.queue.drain();
    expect(runs).toBe(1);
  });

  it('keeps one queued task per singleton key, and enqueues inside a transaction that can roll back', async () => {
    const a = await t.deps.queue.enqueue(ONE_TASK, {}, { singletonKey: 'k' });
    const b = await t.deps.queue.enqueue(ONE_TASK, {}, { singletonKey: 'k' });
    expect(b).toBe(a);
    await t.deps.db
      .transaction()
      .execute(async (tx) => {
        await t.deps.queue.enqueue(TWO_TASK, {}, { tx });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await tasks()).map((x) => x.name)).toEqual(['one']);
  });

  it('re-schedules a recurring task after each run', async () => {
    let runs = 0;
    t.deps.queue.handle(TICK_TASK, async () => void runs++);
    t.deps.queue.every(TICK_TASK, 60_000);
    await t.deps.queue.start();
    await t.deps.queue.stop();
    await t.deps.queue.drain();
    expect(runs).toBe(1);
    const queued = (await tasks()).filter((x) => x.state === 'queued');
    expect(queued).toHaveLength(1);
    expect(Date.parse(queued[0]!.run_at) - t.clock.now().getTime()).toBe(60_000);
  });
});

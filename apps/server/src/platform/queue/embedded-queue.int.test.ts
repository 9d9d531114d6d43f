import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { systemClock } from '../clock';
import { EmbeddedQueue } from './embedded-queue';
import { pgWakeUps } from './pg-wake-ups';
import { defineTask, noPayload } from './queue';
import { queueContract, type QueueHarness } from './queue-contract';

const SOON_TASK = defineTask('soon', noPayload);
const SLOW_TASK = defineTask('slow', noPayload);

/**
 * The embedded adapter on the dialect of DATABASE_URL, on the test clock: `until` runs what is due with
 * `drain()` and moves the clock a minute at a time.
 */
async function embeddedHarness(): Promise<QueueHarness> {
  const t = await createTestContext({ seed: false });
  const { db, log } = t.deps;
  let queue = t.deps.queue;
  return {
    get queue() {
      return queue;
    },
    db,
    now: () => t.clock.now(),
    delayMs: 60_000,
    async start() {
      // Its start-up (the first run of recurring tasks) without its timer: `until` runs the tasks.
      await queue.start();
      await queue.stop();
    },
    async until(done, what) {
      for (let minute = 0; minute < 240; minute++) {
        await queue.drain();
        if (await done()) return;
        t.clock.advanceMinutes(1);
      }
      throw new Error(`Gave up waiting until ${what}`);
    },
    async tasks(task) {
      const rows = await db
        .selectFrom('task')
        .selectAll()
        .where('name', '=', task.name)
        .orderBy('created_at')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        state: r.state,
        runAt: new Date(r.run_at),
        attempts: r.attempts,
        error: r.last_error,
      }));
    },
    async abandon(id, runs = 1) {
      const lockMs = 5 * 60_000;
      const lockedUntil = new Date(t.clock.now().getTime() + lockMs).toISOString();
      await db
        .updateTable('task')
        .set({
          state: 'running',
          locked_until: lockedUntil,
          locked_by: 'a process that died',
          attempts: runs,
        })
        .where('id', '=', id)
        .execute();
      return lockMs;
    },
    async restart() {
      await queue.stop();
      queue = new EmbeddedQueue({ db, clock: t.clock, log });
    },
    close: () => t.close(),
  };
}

queueContract('embedded queue', embeddedHarness);

describe('embedded queue', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext({ seed: false });
  });
  afterEach(async () => {
    await t.close();
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

  it('keeps a running task while its process lives, however long it runs: the lease is renewed', async () => {
    const { db, log } = t.deps;
    // Two processes on real time with a lease of 300 ms; the task runs four leases long.
    const a = new EmbeddedQueue({ db, clock: systemClock, log, leaseMs: 300, pollMs: 50 });
    const b = new EmbeddedQueue({ db, clock: systemClock, log, leaseMs: 300, pollMs: 50 });
    let runs = 0;
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    a.handle(SLOW_TASK, async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 1_200));
      release();
    });
    b.handle(SLOW_TASK, async () => void runs++);
    await a.start();
    try {
      await a.enqueue(SLOW_TASK, {});
      await new Promise((r) => setTimeout(r, 150)); // a has claimed it
      await b.start();
      await released;
      await a.stop();
      await b.stop();
      expect(runs).toBe(1);
      const rows = await db.selectFrom('task').select(['state', 'attempts']).execute();
      expect(rows).toEqual([{ state: 'done', attempts: 1 }]);
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it('takes back the task of a process killed mid-run within its lease, not ten minutes later', async () => {
    const { db, log } = t.deps;
    const killed = new EmbeddedQueue({ db, clock: systemClock, log, leaseMs: 300, pollMs: 50 });
    killed.handle(SLOW_TASK, () => new Promise<void>(() => {})); // never ends: the process "dies" in it
    await killed.enqueue(SLOW_TASK, {});
    expect(await killed.tick()).toBe(1);
    // No heartbeat renews its lease (it was never started): as after kill -9. Another process takes it back.
    const restarted = new EmbeddedQueue({ db, clock: systemClock, log, leaseMs: 300, pollMs: 50 });
    const ran = new Promise<{ at: number; attempt: number }>((resolve) =>
      restarted.handle(SLOW_TASK, async (_, ctx) => resolve({ at: Date.now(), attempt: ctx.attempt })),
    );
    const started = Date.now();
    await restarted.start();
    try {
      const { at, attempt } = await ran;
      expect(attempt).toBe(2);
      expect(at - started).toBeLessThan(2_000);
    } finally {
      await restarted.stop();
    }
  });
});

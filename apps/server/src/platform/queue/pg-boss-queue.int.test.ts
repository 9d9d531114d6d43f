import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { PgBossQueue, recurringQueueName, type PgBossQueueOptions } from './pg-boss-queue';
import { defineTask, noPayload } from './queue';
import { queueContract, type QueueHarness, type StoredTask } from './queue-contract';
import { z } from 'zod';

const url = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

/** Short polling and maintenance, retries at once: the tests wait on real time. */
const TEST_TIMINGS = {
  pollMs: 500,
  notifyPollMs: 500,
  retryBaseSeconds: 0,
  boss: { superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 },
} satisfies Partial<PgBossQueueOptions>;

const STATES: Record<string, StoredTask['state']> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'done',
  failed: 'failed',
  cancelled: 'failed',
};

/** A test context (product tables in a schema of its own) and pg-boss's tables in `<that schema>_boss`. */
async function openContext(): Promise<{
  t: TestContext;
  schema: string;
  make: (options?: Partial<PgBossQueueOptions>) => PgBossQueue;
  close: () => Promise<void>;
}> {
  const t = await createTestContext({ seed: false });
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.deps.db);
  const schema = `${rows[0]!.schema}_boss`;
  return {
    t,
    schema,
    make: (options = {}) =>
      new PgBossQueue({ url: url!, schema, log: t.deps.log, ...TEST_TIMINGS, ...options }),
    close: async () => {
      await t.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}

/** Polls `done` every 20 ms for up to 15 s. */
async function waitUntil(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The pg-boss adapter on real time, over the test context's PostgreSQL schema. */
async function pgBossHarness(): Promise<QueueHarness> {
  const c = await openContext();
  const { db } = c.t.deps;
  let queue = c.make();
  const jobTable = sql.id(c.schema, 'job');
  return {
    get queue() {
      return queue;
    },
    db,
    now: () => new Date(),
    delayMs: 1_500,
    start: () => queue.start(),
    until: waitUntil,
    async tasks(task) {
      await queue.open(); // its tables exist
      const { rows } = await sql<{
        id: string;
        state: string;
        start_after: Date;
        retry_count: number;
        started_on: Date | null;
        output: { message?: string } | null;
      }>`select id, state, start_after, retry_count, started_on, output from ${jobTable}
         where name in (${task.name}, ${recurringQueueName(task.name)}) order by created_on, id`.execute(db);
      return rows.map((r) => ({
        id: r.id,
        state: STATES[r.state]!,
        runAt: r.start_after,
        attempts: r.started_on ? r.retry_count + 1 : r.retry_count,
        error: r.state === 'completed' ? null : (r.output?.message ?? null),
      }));
    },
    async abandon(id, runs = 1) {
      await sql`update ${jobTable} set state = 'active', started_on = now(), expire_seconds = 1,
                retry_count = ${runs - 1} where id = ${id}`.execute(db);
      return 1_000;
    },
    async restart() {
      await queue.stop();
      queue = c.make();
    },
    close: async () => {
      await queue.stop();
      await c.close();
    },
  };
}

const SKIPPED = 'pg-boss queue (skipped: PostgreSQL only, run with DATABASE_URL=postgres://…)';

queueContract(
  'pg-boss queue',
  pgBossHarness,
  url ? undefined : 'PostgreSQL only, run with DATABASE_URL=postgres://…',
);

const WORK_TASK = defineTask('work', z.object({ n: z.number() }));
const TICK_TASK = defineTask('tick', noPayload);
const SLOW_TASK = defineTask('slow', noPayload);

describe.skipIf(!url)(url ? 'pg-boss queue' : SKIPPED, () => {
  let c: Awaited<ReturnType<typeof openContext>>;
  const queues: PgBossQueue[] = [];
  beforeEach(async () => {
    c = await openContext();
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
    await c.close();
  });
  const open = (options?: Partial<PgBossQueueOptions>) => {
    const queue = c.make(options);
    queues.push(queue);
    return queue;
  };

  it('shares the tasks between two worker processes, each task run exactly once', async () => {
    const runs = new Map<number, string[]>();
    const workers = ['a', 'b'].map((name) => {
      const queue = open();
      queue.handle(WORK_TASK, async ({ n }) => {
        runs.set(n, [...(runs.get(n) ?? []), name]);
        await new Promise((r) => setTimeout(r, 20));
      });
      return queue;
    });
    await Promise.all(workers.map((w) => w.start()));
    const api = open();
    const N = 40;
    for (let n = 0; n < N; n++) await api.enqueue(WORK_TASK, { n });
    // Once every job is completed, none can run again: a double run would show by then.
    const completed = async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(c.schema, 'job')}
        where name = ${WORK_TASK.name} and state = 'completed'`.execute(c.t.deps.db);
      return rows[0]!.n;
    };
    await waitUntil(async () => (await completed()) === N, 'every task is done');
    expect(runs.size).toBe(N);
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    const by = [...runs.values()].flat();
    expect(by.filter((w) => w === 'a').length).toBeGreaterThan(0);
    expect(by.filter((w) => w === 'b').length).toBeGreaterThan(0);
  });

  it('runs a recurring task once, not once per worker process', async () => {
    let runs = 0;
    const workers = [open(), open()];
    for (const w of workers) {
      w.handle(TICK_TASK, async () => void runs++);
      w.every(TICK_TASK, 60_000);
    }
    await Promise.all(workers.map((w) => w.start()));
    // The runs not done yet: once only the next one is left, a minute away, no other can start.
    const live = async () => {
      const { rows } = await sql<{ state: string }>`select state from ${sql.id(c.schema, 'job')}
        where name = ${recurringQueueName(TICK_TASK.name)} and state <> 'completed'`.execute(c.t.deps.db);
      return rows.map((r) => r.state);
    };
    await waitUntil(
      async () => runs > 0 && (await live()).join() === 'created',
      'a run is done, the next queued',
    );
    expect(runs).toBe(1);
  });

  it('on stop, waits for the running handlers', async () => {
    const queue = open();
    let release = () => {};
    let finished = false;
    const started = new Promise<void>((resolve) =>
      queue.handle(SLOW_TASK, async () => {
        resolve();
        await new Promise<void>((r) => (release = r));
        finished = true;
      }),
    );
    await queue.start();
    await queue.enqueue(SLOW_TASK, {});
    await started;
    const stopped = queue.stop();
    setTimeout(() => release(), 200);
    await stopped;
    expect(finished).toBe(true);
  });

  it('wakes an idle worker at once when another process enqueues, in a transaction that commits', async () => {
    const worker = open({ pollMs: 60_000, notifyPollMs: 60_000 });
    const ran = new Promise<number>((resolve) => worker.handle(SLOW_TASK, async () => resolve(Date.now())));
    await worker.start();
    await new Promise((r) => setTimeout(r, 100)); // its first look has passed: the next poll is a minute away
    const api = open();
    const enqueuedAt = Date.now();
    await c.t.deps.db.transaction().execute((tx) => api.enqueue(SLOW_TASK, {}, { tx }));
    expect((await ran) - enqueuedAt).toBeLessThan(5_000);
  });
});

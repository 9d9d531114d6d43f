import { randomUUID } from 'node:crypto';
import { CompiledQuery, type Transaction } from 'kysely';
import {
  PgBoss,
  type ConstructorOptions,
  type Db as BossDb,
  type JobResult,
  type JobWithMetadata,
  type QueuePolicy,
} from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import {
  parsePayload,
  TaskPayloadError,
  type EnqueueOptions,
  type GiveUpContext,
  type HandleOptions,
  type Queue,
  type RecurringTask,
  type Task,
  type TaskContext,
  type TaskHandler,
} from './queue';

export type PgBossQueueOptions = {
  /** The product's PostgreSQL database: pg-boss keeps its tables there, in a schema of its own. */
  url: string;
  /** That schema (created when missing); `pgboss` by default. */
  schema?: string;
  log: Logger;
  /** Tasks of one kind run at the same time by this process. */
  concurrency?: number;
  /** How often an idle worker looks for due tasks, when LISTEN/NOTIFY is unavailable. */
  pollMs?: number;
  /**
   * The same, while LISTEN/NOTIFY works: a task added to run now wakes the workers at once, so polling only
   * finds what became due since (a `runAt`, a retry, the next run of an `every`).
   */
  notifyPollMs?: number;
  /** A run not finished within this time is ended and retried, even while its process is alive. */
  lockMs?: number;
  /**
   * A running task whose process stopped renewing its heartbeat for this long (it died) is retried: pg-boss's
   * heartbeat (at least 10 s), renewed every 2 s; the supervisor looks for stale heartbeats every 2 s.
   */
  leaseSeconds?: number;
  /** Back-off of retries: about base × 2^(attempt − 1) seconds (with jitter), at most 5 minutes; 0 retries at once. */
  retryBaseSeconds?: number;
  /** How long `stop` waits for running handlers before it fails them (they are retried). */
  stopTimeoutMs?: number;
  /** More pg-boss options (tests: short maintenance intervals). */
  boss?: Partial<ConstructorOptions>;
};

const DEFAULT_MAX_ATTEMPTS = 5;
/**
 * As the embedded queue's TASK_LEASE_MS: a task held by a process killed with -9 is retried about 10 s after
 * the kill (its last heartbeat, plus a supervision pass, plus the first retry's delay of 2–4 s and a poll),
 * while a live process renews the heartbeat of a task however long it runs. 10 s is pg-boss's least.
 */
const LEASE_SECONDS = 10;
/** How often a live process renews the heartbeats of its running tasks: 8 s of slack before a lease is lost. */
const HEARTBEAT_REFRESH_SECONDS = 2;
/**
 * How often the supervisor looks for tasks whose heartbeat stopped (pg-boss: every 60 s). It is claimed by one
 * process at a time, per queue, and also refreshes the queue counts (a small aggregate on the job table).
 */
const SUPERVISE_SECONDS = 2;
const MAX_BACKOFF_SECONDS = 5 * 60;
/** The singleton key of the one pending run of a recurring task, in its own queue. */
const RECURRING_KEY = 'every';

/** The pg-boss queue that holds the runs of a task run on a clock (`every`). */
export const recurringQueueName = (task: string): string => `every/${task}`;

/**
 * pg-boss adapter of the queue port, for several work processes on PostgreSQL: each task kind is a pg-boss
 * queue, in a schema of its own of the product's database (docs/operations.md). Same semantics as the
 * embedded adapter, with these choices:
 *
 * - singletonKey: the queues use pg-boss's `exclusive` policy — a unique index allows one created, retry or
 *   active job per (queue, key) — so two enqueues racing in two processes cannot both add one. A task enqueued
 *   without a key gets its own id as key. A second enqueue answers the existing job's id, as the embedded
 *   adapter does; unlike it, a key is scoped to its task kind (the product's keys all name their kind).
 * - tx: the job row is written through the caller's Kysely transaction (pg-boss's `db` option), so it
 *   commits or rolls back with it; its wake-up (NOTIFY) is sent at commit.
 * - every: not pg-boss's cron schedules, which fire on the wall-clock minute (60 s, 1 h and 24 h become "every
 *   minute", "at :00", "at midnight", and 90 s or 15 min from start cannot be said). Each run is a job of a
 *   queue of its own (`every/<task>`, `stately` policy: one waiting and one running at most, never two running,
 *   whichever processes hold them); a run that ends (done, or failed for good) adds the next one `intervalMs`
 *   later, as the embedded adapter does, and `start` adds the first one unless one is pending already. Hence
 *   one run at a time, across restarts and processes.
 */
export class PgBossQueue implements Queue {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, (raw: unknown, ctx: TaskContext) => Promise<void>>();
  private readonly giveUps = new Map<string, (raw: unknown, ctx: GiveUpContext) => Promise<void>>();
  private readonly recurring = new Map<string, number>();
  private readonly queues = new Map<string, Promise<void>>();
  private readonly schema: string;
  private readonly pollingIntervalSeconds: number;
  private readonly notifyPollingIntervalSeconds: number;
  private opened: Promise<void> | undefined;

  constructor(private readonly o: PgBossQueueOptions) {
    const poll = (o.pollMs ?? 1000) / 1000;
    this.schema = o.schema ?? 'pgboss';
    this.boss = new PgBoss({
      connectionString: o.url,
      schema: this.schema,
      // Recurring tasks are queues of their own (see above), not pg-boss's cron.
      schedule: false,
      useListenNotify: true,
      // A dead process's tasks are found within seconds of their heartbeat stopping (pg-boss: every 60 s). The
      // heartbeat check is part of the per-queue monitor pass, so both intervals bound it.
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
      ...o.boss,
    });
    this.pollingIntervalSeconds = poll;
    this.notifyPollingIntervalSeconds = Math.max(poll, (o.notifyPollMs ?? 2000) / 1000);
    // Without a listener, an `error` event would end the process.
    // A connection lost to a restart of PostgreSQL comes with the whole client attached by pg's pool (`client`):
    // its reason and code are what an operator reads. pg-boss reconnects by itself.
    this.boss.on('error', (err: Error & { client?: unknown; code?: string }) =>
      o.log.error(
        err.client ? { code: err.code, reason: err.message } : { err },
        err.client ? 'pg-boss connection lost' : 'pg-boss error',
      ),
    );
    this.boss.on('warning', (w) => o.log.warn({ data: w.data }, `pg-boss: ${w.message}`));
  }

  /** Connects, and installs or migrates pg-boss's schema; `start` and the first `enqueue` do it when needed. */
  open(): Promise<void> {
    this.opened ??= this.boss.start().then(
      () => {},
      (err: unknown) => {
        this.opened = undefined;
        throw err;
      },
    );
    return this.opened;
  }

  async enqueue<S extends z.ZodType>(
    task: Task<S>,
    payload: z.input<S>,
    options: EnqueueOptions = {},
  ): Promise<string> {
    const data = (parsePayload(task, payload) ?? {}) as object;
    await this.queue(task.name, 'exclusive');
    const db = options.tx ? inTransaction(options.tx) : undefined;
    const id = randomUUID();
    // A job completed between the refused insert and the look-up leaves room for this one: try again.
    for (let i = 0; i < 3; i++) {
      const sent = await this.boss.send(task.name, data, {
        id,
        singletonKey: options.singletonKey ?? id,
        ...(options.runAt && { startAfter: options.runAt }),
        ...this.jobOptions(options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS),
        ...(db && { db }),
      });
      if (sent) return sent;
      if (!options.singletonKey) break;
      const existing = await this.liveJob(task.name, options.singletonKey, db);
      if (existing) return existing;
    }
    throw new Error(`Task ${task.name} (key ${options.singletonKey ?? id}) could not be enqueued`);
  }

  handle<S extends z.ZodType>(task: Task<S>, handler: TaskHandler<S>, options: HandleOptions<S> = {}): void {
    this.handlers.set(task.name, (raw, ctx) => handler(parsePayload(task, raw), ctx));
    const { onGiveUp } = options;
    if (onGiveUp) this.giveUps.set(task.name, (raw, ctx) => onGiveUp(parsePayload(task, raw), ctx));
  }

  every(task: RecurringTask, intervalMs: number): void {
    this.recurring.set(task.name, intervalMs);
  }

  async start(): Promise<void> {
    await this.open();
    for (const name of this.recurring.keys()) {
      if (!this.handlers.has(name)) throw new Error(`Task ${name} runs on a clock but has no handler`);
    }
    for (const name of this.handlers.keys()) await this.work(name, name);
    for (const [name, intervalMs] of this.recurring) {
      await this.work(recurringQueueName(name), name, intervalMs);
      await this.firstRun(name);
    }
  }

  /** Stops claiming tasks and waits for the running ones (up to `stopTimeoutMs`), then disconnects. */
  async stop(): Promise<void> {
    if (!this.opened) return;
    await this.opened.catch(() => {});
    await this.boss.stop({ graceful: true, timeout: this.o.stopTimeoutMs ?? 30_000 });
  }

  /** Creates a queue once per process (an existing one is kept as it is); checks its policy. */
  private queue(name: string, policy: QueuePolicy): Promise<void> {
    let ready = this.queues.get(name);
    if (!ready) {
      ready = (async () => {
        await this.open();
        await this.boss.createQueue(name, { policy, notify: true });
        const found = await this.boss.getQueue(name);
        if (found?.policy !== policy)
          throw new Error(`pg-boss queue ${name} has the policy ${found?.policy}, not ${policy}`);
      })();
      ready.catch(() => this.queues.delete(name));
      this.queues.set(name, ready);
    }
    return ready;
  }

  private jobOptions(maxAttempts: number) {
    const base = this.o.retryBaseSeconds ?? 2;
    return {
      // One run more than the attempts: pg-boss also counts a run cut short by a process that died (once its
      // lock expires), and the embedded adapter resumes such a run even when it was the last attempt. `run`
      // ends the task for good after `maxAttempts` failures.
      retryLimit: maxAttempts,
      retryDelay: base,
      ...(base > 0 && { retryBackoff: true, retryDelayMax: MAX_BACKOFF_SECONDS }),
      expireInSeconds: Math.max(1, Math.round((this.o.lockMs ?? 10 * 60_000) / 1000)),
      heartbeatSeconds: Math.max(10, this.o.leaseSeconds ?? LEASE_SECONDS),
    };
  }

  /**
   * The id of the created, retry or active job of a queue with this key, if any. SQL on pg-boss's job table
   * rather than `findJobs`, which lists the finished jobs too (a week of a recurring task's runs), 1000 at most.
   */
  private async liveJob(
    queue: string,
    key: string,
    db: BossDb = this.boss.getDb(),
  ): Promise<string | undefined> {
    const { rows } = await db.executeSql(
      `select id from ${this.schema}.job where name = $1 and singleton_key = $2 and state < 'completed' limit 1`,
      [queue, key],
    );
    return (rows as { id: string }[])[0]?.id;
  }

  /**
   * Adds a run of a recurring task to run now unless one is waiting or running: under a lock, so that two
   * processes starting together add one (the `stately` policy alone would let one wait beside one running).
   */
  private async firstRun(name: string): Promise<void> {
    const queue = recurringQueueName(name);
    const tx = await this.boss.getDb().beginTransaction!();
    try {
      await tx.db.executeSql('select pg_advisory_xact_lock(hashtext($1))', [`${this.schema}:${queue}`]);
      if (!(await this.liveJob(queue, RECURRING_KEY, tx.db))) await this.sendRun(name, 0, tx.db);
      await tx.commit();
    } catch (err) {
      await tx.rollback();
      throw err;
    }
  }

  /** Adds the next run of a recurring task, `delayMs` from now (database time). */
  private async sendRun(name: string, delayMs: number, db?: BossDb): Promise<void> {
    const queue = recurringQueueName(name);
    await this.queue(queue, 'stately');
    await this.boss.send(
      queue,
      {},
      {
        singletonKey: RECURRING_KEY,
        ...(delayMs > 0 && { startAfter: delayMs / 1000 }),
        ...this.jobOptions(DEFAULT_MAX_ATTEMPTS),
        ...(db && { db }),
      },
    );
  }

  /** Registers this process's workers of a queue, running the handler of task `name`. */
  private async work(queue: string, name: string, intervalMs?: number): Promise<void> {
    await this.queue(queue, intervalMs === undefined ? 'exclusive' : 'stately');
    await this.boss.work(
      queue,
      {
        batchSize: 1,
        localConcurrency: this.o.concurrency ?? 2,
        includeMetadata: true,
        perJobResults: true,
        pollingIntervalSeconds: this.pollingIntervalSeconds,
        notifyPollingIntervalSeconds: this.notifyPollingIntervalSeconds,
        heartbeatRefreshSeconds: Math.min(
          HEARTBEAT_REFRESH_SECONDS,
          Math.max(10, this.o.leaseSeconds ?? LEASE_SECONDS) / 3,
        ),
      },
      (jobs: JobWithMetadata<unknown>[]) => Promise.all(jobs.map((job) => this.run(name, job, intervalMs))),
    );
  }

  private async giveUp(name: string, job: JobWithMetadata<unknown>, log: Logger): Promise<JobResult> {
    const attempts = job.retryCount;
    const reason = `Given up after ${attempts} run(s) cut short: the process running it stopped each time.`;
    log.error({ attempts }, 'task given up');
    try {
      await this.giveUps.get(name)?.(job.data, { id: job.id, attempts, reason });
    } catch (err) {
      log.error({ err }, 'ending a given-up task failed');
    }
    return { id: job.id, status: 'deadletter', output: { message: reason } };
  }

  private async run(name: string, job: JobWithMetadata<unknown>, intervalMs?: number): Promise<JobResult> {
    const attempt = job.retryCount + 1;
    const maxAttempts = job.retryLimit; // see jobOptions
    const log = this.o.log.child({ task: name, taskId: job.id, attempt });
    // A run beyond the attempts exists only when earlier runs were cut short (see jobOptions): the task killed
    // its process until its attempts were spent. It is given up rather than run again (as the embedded queue).
    if (attempt > maxAttempts) return this.giveUp(name, job, log);
    let result: JobResult;
    try {
      await this.handlers.get(name)!(job.data, { id: job.id, attempt });
      log.debug('task done');
      result = { id: job.id, status: 'completed' };
    } catch (err) {
      // A payload its schema refuses fails the same way every time: no retry.
      const retry = attempt < maxAttempts && !(err instanceof TaskPayloadError);
      log.error({ err }, retry ? 'task failed, will retry' : 'task failed for good');
      const message = err instanceof Error ? err.message : String(err);
      // `deadletter` fails the job for good whatever retries it has left (no dead letter queue is set).
      result = { id: job.id, status: retry ? 'failed' : 'deadletter', output: { message } };
      if (retry) return result;
    }
    // Written while this run is still active (the `stately` policy allows one queued beside it). Should it
    // fail, the handler fails and pg-boss retries this run, which adds the next one then.
    if (intervalMs !== undefined) await this.sendRun(name, intervalMs);
    return result;
  }
}

/** pg-boss's database interface over a Kysely transaction: a job sent with it commits or rolls back with it. */
function inTransaction(tx: Transaction<Database>): BossDb {
  return {
    async executeSql(text, values) {
      const { rows } = await tx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: [...rows] };
    },
  };
}

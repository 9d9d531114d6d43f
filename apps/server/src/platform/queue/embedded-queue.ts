import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { newId } from '../db/util';
import {
  abandonedTasks,
  activeTaskWithKey,
  claimTask,
  dueTasks,
  failTask,
  finishTask,
  insertTask,
  notifyTaskAdded,
  renewLeases,
  takeBackTask,
} from './queries';
import type { WakeUps } from './pg-wake-ups';
import type { z } from 'zod';
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

type EmbeddedQueueOptions = {
  db: Db;
  clock: Clock;
  log: Logger;
  /** How often the worker looks for due tasks. */
  pollMs?: number;
  /** Tasks run at the same time by this process. */
  concurrency?: number;
  /**
   * The lease of a running task: renewed every fifth of it while the task runs, so a task whose lease ran out
   * was abandoned (its process died) and is taken back by the next tick of any process that handles it.
   */
  leaseMs?: number;
  /**
   * PostgreSQL, several processes: each added task is announced (NOTIFY), and a started queue listens, so that
   * a task added by an API process reaches an idle worker process at once (pg-wake-ups.ts).
   */
  wakeUps?: WakeUps;
};

const MAX_BACKOFF_MS = 5 * 60_000;
/**
 * How long a task survives its process: a deposit or an order held by a process killed with -9 is picked up again
 * within this time (plus a poll) by a restarted or another worker, instead of the 10 minutes of a fixed lock. The
 * lease is renewed every fifth of it (2 s) on the event loop, which the document work leaves free (it runs in
 * the work pool): a live process keeps a task however long it runs unless its event loop stalls for 8 s.
 */
const TASK_LEASE_MS = 10_000;
/** How soon a nudged queue looks for work (see `nudge`). */
const NUDGE_MS = 15;

/**
 * Embedded adapter of the queue port: tasks are rows of the `task` table of the product's own database (SQLite
 * or PostgreSQL), run by the process that started the worker, and resumed after a restart.
 */
export class EmbeddedQueue implements Queue {
  private readonly handlers = new Map<string, (raw: unknown, ctx: TaskContext) => Promise<void>>();
  private readonly giveUps = new Map<string, (raw: unknown, ctx: GiveUpContext) => Promise<void>>();
  private readonly recurring = new Map<string, number>();
  /** Running tasks by id. */
  private readonly running = new Map<string, Promise<void>>();
  /** This process, as the holder of the tasks it claims. */
  private readonly holder = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private stopped = true;
  private ticking = false;
  private nudged = false;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly o: EmbeddedQueueOptions) {}

  async enqueue<S extends z.ZodType>(
    task: Task<S>,
    payload: z.input<S>,
    options: EnqueueOptions = {},
  ): Promise<string> {
    return this.enqueueNamed(task.name, parsePayload(task, payload), options);
  }

  private async enqueueNamed(name: string, payload: unknown, options: EnqueueOptions): Promise<string> {
    const db = options.tx ?? this.o.db;
    if (options.singletonKey) {
      const existing = await activeTaskWithKey(db, options.singletonKey);
      if (existing) return existing.id;
    }
    const id = newId();
    const now = this.o.clock.now();
    await insertTask(db, {
      id,
      name,
      payload: JSON.stringify(payload ?? {}),
      state: 'queued',
      run_at: (options.runAt ?? now).toISOString(),
      max_attempts: options.maxAttempts ?? 5,
      singleton_key: options.singletonKey ?? null,
      created_at: now.toISOString(),
      locked_until: null,
      last_error: null,
      finished_at: null,
    });
    if (this.o.wakeUps) await notifyTaskAdded(db);
    this.nudge();
    return id;
  }

  /**
   * Work was added (or room made) in this process: look again soon rather than at the next poll, so that a
   * deposit does not wait up to `pollMs` in the queue. A task added in a transaction is seen once it commits;
   * if that takes longer than the nudge, the regular poll finds it.
   */
  private nudge(): void {
    if (this.stopped) return;
    if (this.ticking) {
      this.nudged = true;
      return;
    }
    clearTimeout(this.timer);
    this.schedule(NUDGE_MS);
  }

  handle<S extends z.ZodType>(task: Task<S>, handler: TaskHandler<S>, options: HandleOptions<S> = {}): void {
    this.handlers.set(task.name, (raw, ctx) => handler(parsePayload(task, raw), ctx));
    const { onGiveUp } = options;
    if (onGiveUp) this.giveUps.set(task.name, (raw, ctx) => onGiveUp(parsePayload(task, raw), ctx));
  }

  private get leaseMs(): number {
    return this.o.leaseMs ?? TASK_LEASE_MS;
  }

  every(task: RecurringTask, intervalMs: number): void {
    this.recurring.set(task.name, intervalMs);
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.unlisten = await this.o.wakeUps?.listen(() => this.nudge());
    for (const name of this.recurring.keys()) {
      await this.enqueueNamed(name, {}, { singletonKey: `every:${name}` });
    }
    this.schedule(0);
    this.heartbeat = setInterval(() => {
      const until = new Date(this.o.clock.now().getTime() + this.leaseMs).toISOString();
      renewLeases(this.o.db, [...this.running.keys()], this.holder, until).catch((err: unknown) =>
        this.o.log.error({ err }, 'renewing the task leases failed'),
      );
    }, this.leaseMs / 5);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.unlisten?.();
    // The leases are renewed until the running tasks end.
    await Promise.allSettled([...this.running.values()]);
    clearInterval(this.heartbeat);
  }

  /** One pass: take back abandoned tasks, claim what is due, run it. Answers how many tasks it started. */
  async tick(): Promise<number> {
    const names = [...this.handlers.keys()];
    if (!names.length) return 0;
    const now = this.o.clock.now();
    await this.takeBackAbandoned(names, now);
    const room = (this.o.concurrency ?? 2) - this.running.size;
    if (room <= 0) return 0;
    const due = await dueTasks(this.o.db, names, now.toISOString(), room);
    let started = 0;
    for (const task of due) {
      const lockedUntil = new Date(now.getTime() + this.leaseMs).toISOString();
      if (!(await claimTask(this.o.db, task.id, lockedUntil, this.holder))) continue;
      started++;
      const p = this.runTask(task.id, task.name, task.payload, task.attempts + 1, task.max_attempts)
        // Its end could not be written (the database went away: a restart): the claim stays until its lease
        // runs out, then the task runs again, as after a crash. Unheard, the rejection would end the process.
        .catch((err: unknown) =>
          this.o.log.error({ err, task: task.name, taskId: task.id }, 'recording the end of a task failed'),
        )
        .finally(() => this.running.delete(task.id));
      this.running.set(task.id, p);
    }
    return started;
  }

  /**
   * Tasks whose process died (their lease ran out) run again, unless that death used their last attempt: a task
   * that kills its process every time (a pathological file, a memory blow-up) must not take every worker down in
   * turn forever. It is failed, and its `onGiveUp` ends what it was doing in an error state.
   */
  private async takeBackAbandoned(names: string[], now: Date): Promise<void> {
    const at = now.toISOString();
    for (const task of await abandonedTasks(this.o.db, names, at)) {
      // This process's own tasks are alive, whatever their lease says (a clock moved by a test, a late renewal).
      if (this.running.has(task.id)) continue;
      const spent = task.attempts >= task.max_attempts;
      const reason = `Given up after ${task.attempts} run(s) cut short: the process running it stopped each time.`;
      if (!(await takeBackTask(this.o.db, task.id, task.locked_until!, at, spent ? reason : null))) continue;
      if (!spent) continue;
      this.o.log.error({ task: task.name, taskId: task.id, attempts: task.attempts }, 'task given up');
      try {
        await this.giveUps.get(task.name)?.(JSON.parse(task.payload) as unknown, {
          id: task.id,
          attempts: task.attempts,
          reason,
        });
      } catch (err) {
        this.o.log.error({ err, task: task.name, taskId: task.id }, 'ending a given-up task failed');
      }
    }
  }

  /** Runs ticks until nothing is due and nothing runs (tests and the command line). */
  async drain(): Promise<void> {
    for (;;) {
      const started = await this.tick();
      await Promise.allSettled([...this.running.values()]);
      if (!started && !this.running.size) return;
    }
  }

  private async runTask(id: string, name: string, payload: string, attempt: number, maxAttempts: number) {
    const log = this.o.log.child({ task: name, taskId: id, attempt });
    try {
      await this.handlers.get(name)!(JSON.parse(payload) as unknown, { id, attempt });
      await finishTask(this.o.db, id, this.o.clock.now().toISOString(), this.holder);
      log.debug('task done');
    } catch (err) {
      const now = this.o.clock.now();
      // A payload its schema refuses fails the same way every time: no retry.
      const retry = attempt < maxAttempts && !(err instanceof TaskPayloadError);
      const retryAt = retry
        ? new Date(now.getTime() + Math.min(1000 * 2 ** attempt, MAX_BACKOFF_MS)).toISOString()
        : null;
      const message = err instanceof Error ? err.message : String(err);
      await failTask(this.o.db, id, message, retryAt, now.toISOString(), this.holder);
      log.error({ err, retryAt }, retry ? 'task failed, will retry' : 'task failed for good');
    }
    this.nudge();
    // The next run is written even while stopping: it is durable, and the next start finds it by its key.
    const interval = this.recurring.get(name);
    if (interval !== undefined) {
      await this.enqueueNamed(
        name,
        {},
        {
          singletonKey: `every:${name}`,
          runAt: new Date(this.o.clock.now().getTime() + interval),
        },
      );
    }
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.ticking = true;
      this.nudged = false;
      this.tick()
        .catch((err: unknown) => this.o.log.error({ err }, 'queue tick failed'))
        .finally(() => {
          this.ticking = false;
          this.schedule(this.nudged ? NUDGE_MS : (this.o.pollMs ?? 1000));
        });
    }, delay);
    this.timer.unref();
  }
}

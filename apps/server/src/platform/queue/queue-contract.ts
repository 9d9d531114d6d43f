import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../db/database';
import { defineTask, noPayload, TaskPayloadError, type Queue, type Task } from './queue';

/** A stored task as the contract looks at it, whatever the adapter keeps. */
export type StoredTask = {
  id: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  runAt: Date;
  /** Runs started so far. */
  attempts: number;
  error: string | null;
};

/** What the contract needs of an adapter, over the product's database of DATABASE_URL. */
export type QueueHarness = {
  /** The adapter under test; a new one after `restart`. */
  readonly queue: Queue;
  db: Db;
  /** The time `runAt` is measured against. */
  now(): Date;
  /** A `runAt` delay worth waiting for: long on a clock moved by hand, short on real time. */
  delayMs: number;
  /** Starts the queue (its recurring tasks first) once handlers are registered. */
  start(): Promise<void>;
  /** Lets the queue run what is due, time moving on, until `done` holds; throws if it never does. */
  until(done: () => boolean | Promise<boolean>, what: string): Promise<void>;
  /** Stored tasks of a kind, oldest first, including the runs of a recurring task. */
  tasks(task: Task): Promise<StoredTask[]>;
  /**
   * Makes a queued task look claimed by a process that died, its `runs`-th run (1 by default) cut short;
   * answers its lock time.
   */
  abandon(id: string, runs?: number): Promise<number>;
  /** Stops the queue and opens another over the same tables, as a process restarted. */
  restart(): Promise<void>;
  close(): Promise<void>;
};

const GREET_TASK = defineTask('greet', z.object({ name: z.string() }));
/** The same task as an older version wrote it: a payload the current schema refuses. */
const OLD_GREET_TASK = defineTask('greet', z.object({ nom: z.string() }));
const FLAKY_TASK = defineTask('flaky', noPayload);
const LATER_TASK = defineTask('later', noPayload);
const ONE_TASK = defineTask('one', noPayload);
const TWO_TASK = defineTask('two', noPayload);
const RESUMABLE_TASK = defineTask('resumable', noPayload);
const TICK_TASK = defineTask('tick', noPayload);
const DOOMED_TASK = defineTask('doomed', z.object({ name: z.string() }));
const OTHER_TASK = defineTask('other', noPayload);

/**
 * The behaviours every adapter of the queue port has (queue.ts), run against one adapter: `open` gives a
 * fresh harness per test. Adapter-specific behaviours (the embedded `drain`, wake-ups) are tested beside
 * each adapter. With `skipped`, the suite is listed as skipped for that reason.
 */
export function queueContract(name: string, open: () => Promise<QueueHarness>, skipped?: string): void {
  const title = `${name}: queue contract${skipped ? ` (skipped: ${skipped})` : ''}`;
  describe.skipIf(!!skipped)(title, () => {
    let h: QueueHarness;
    beforeEach(async () => {
      h = await open();
    });
    afterEach(async () => {
      await h.close();
    });
    const stored = async (task: Task, id: string) => (await h.tasks(task)).find((x) => x.id === id);
    const stateIs = (task: Task, id: string, state: StoredTask['state']) => async () =>
      (await stored(task, id))?.state === state;

    it('runs an enqueued task once, with its payload, as attempt 1', async () => {
      const seen: unknown[] = [];
      h.queue.handle(GREET_TASK, async (payload, ctx) => void seen.push([payload, ctx.attempt]));
      await h.start();
      const id = await h.queue.enqueue(GREET_TASK, { name: 'Ada' });
      await h.until(stateIs(GREET_TASK, id, 'done'), 'the task is done');
      expect(seen).toEqual([[{ name: 'Ada' }, 1]]);
      expect(await stored(GREET_TASK, id)).toMatchObject({ attempts: 1, error: null });
    });

    it('refuses to enqueue a payload its schema refuses', async () => {
      await expect(h.queue.enqueue(GREET_TASK, { name: 3 } as never)).rejects.toBeInstanceOf(
        TaskPayloadError,
      );
      expect(await h.tasks(GREET_TASK)).toEqual([]);
    });

    it('retries a failing task up to maxAttempts, then fails it for good with its last error', async () => {
      const attempts: number[] = [];
      h.queue.handle(FLAKY_TASK, async (_, ctx) => {
        attempts.push(ctx.attempt);
        throw new Error(`boom ${ctx.attempt}`);
      });
      await h.start();
      const id = await h.queue.enqueue(FLAKY_TASK, {}, { maxAttempts: 3 });
      await h.until(stateIs(FLAKY_TASK, id, 'failed'), 'the task has failed');
      expect(attempts).toEqual([1, 2, 3]);
      expect(await stored(FLAKY_TASK, id)).toMatchObject({ attempts: 3, error: 'boom 3' });
    });

    it('fails for good, without retry, a stored payload its schema refuses', async () => {
      let runs = 0;
      h.queue.handle(GREET_TASK, async () => void runs++);
      await h.start();
      const id = await h.queue.enqueue(OLD_GREET_TASK, { nom: 'Ada' }, { maxAttempts: 5 });
      await h.until(stateIs(GREET_TASK, id, 'failed'), 'the task has failed');
      expect(runs).toBe(0);
      const task = await stored(GREET_TASK, id);
      expect(task).toMatchObject({ attempts: 1 });
      expect(task!.error).toMatch(/does not match its schema/);
    });

    it('does not run a task before its runAt', async () => {
      let ranAt: Date | undefined;
      h.queue.handle(LATER_TASK, async () => void (ranAt = h.now()));
      await h.start();
      const runAt = new Date(h.now().getTime() + h.delayMs);
      const id = await h.queue.enqueue(LATER_TASK, {}, { runAt });
      expect((await stored(LATER_TASK, id))?.runAt.getTime()).toBe(runAt.getTime());
      await h.until(stateIs(LATER_TASK, id, 'done'), 'the task is done');
      expect(ranAt!.getTime()).toBeGreaterThanOrEqual(runAt.getTime());
    });

    it('keeps one queued or running task per singleton key, and answers its id', async () => {
      const a = await h.queue.enqueue(ONE_TASK, {}, { singletonKey: 'k' });
      expect(await h.queue.enqueue(ONE_TASK, {}, { singletonKey: 'k' })).toBe(a);
      expect(await h.tasks(ONE_TASK)).toHaveLength(1);
      let whileRunning: string | undefined;
      h.queue.handle(ONE_TASK, async () => {
        whileRunning ??= await h.queue.enqueue(ONE_TASK, {}, { singletonKey: 'k' });
      });
      await h.start();
      await h.until(stateIs(ONE_TASK, a, 'done'), 'the task is done');
      expect(whileRunning).toBe(a);
      // Once done, the key is free again.
      const c = await h.queue.enqueue(ONE_TASK, {}, { singletonKey: 'k' });
      expect(c).not.toBe(a);
      await h.until(stateIs(ONE_TASK, c, 'done'), 'the second task is done');
      expect(await h.tasks(ONE_TASK)).toHaveLength(2);
    });

    it('enqueues in the caller transaction: nothing when it rolls back, a task when it commits', async () => {
      let runs = 0;
      h.queue.handle(TWO_TASK, async () => void runs++);
      await h.start();
      await expect(
        h.db.transaction().execute(async (tx) => {
          await h.queue.enqueue(TWO_TASK, {}, { tx });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await h.tasks(TWO_TASK)).toEqual([]);
      const id = await h.db.transaction().execute((tx) => h.queue.enqueue(TWO_TASK, {}, { tx }));
      await h.until(stateIs(TWO_TASK, id, 'done'), 'the committed task is done');
      expect(runs).toBe(1);
      expect(await h.tasks(TWO_TASK)).toHaveLength(1);
    });

    it('claims only the tasks it has a handler for', async () => {
      h.queue.handle(ONE_TASK, async () => {});
      await h.start();
      const other = await h.queue.enqueue(OTHER_TASK, {});
      const one = await h.queue.enqueue(ONE_TASK, {});
      await h.until(stateIs(ONE_TASK, one, 'done'), 'the handled task is done');
      expect((await stored(OTHER_TASK, other))?.state).toBe('queued');
    });

    it('runs a recurring task at start, then once per interval after each run, across a restart', async () => {
      let runs = 0;
      let endedAt = 0;
      const register = () => {
        h.queue.handle(TICK_TASK, async () => {
          runs++;
          endedAt = h.now().getTime();
        });
        h.queue.every(TICK_TASK, 60_000);
      };
      register();
      await h.start();
      const next = async () => (await h.tasks(TICK_TASK)).filter((x) => x.state === 'queued');
      await h.until(
        async () => runs === 1 && (await next()).length === 1,
        'it ran and the next run is queued',
      );
      const [pending] = await next();
      expect(Math.abs(pending!.runAt.getTime() - (endedAt + 60_000))).toBeLessThan(1_000);
      // A restart keeps the pending run rather than adding one.
      await h.restart();
      register();
      await h.start();
      expect(await next()).toEqual([pending]);
      expect(runs).toBe(1);
    });

    it('runs after a restart a task enqueued before it', async () => {
      const id = await h.queue.enqueue(GREET_TASK, { name: 'Ada' });
      await h.restart();
      const seen: unknown[] = [];
      h.queue.handle(GREET_TASK, async (payload) => void seen.push(payload));
      await h.start();
      await h.until(stateIs(GREET_TASK, id, 'done'), 'the task is done');
      expect(seen).toEqual([{ name: 'Ada' }]);
    });

    it('resumes a task left running by a process that died, once its lock has expired', async () => {
      const attempts: number[] = [];
      let ranAt = 0;
      h.queue.handle(RESUMABLE_TASK, async (_, ctx) => {
        attempts.push(ctx.attempt);
        ranAt = h.now().getTime();
      });
      const id = await h.queue.enqueue(RESUMABLE_TASK, {});
      const lockMs = await h.abandon(id);
      const abandonedAt = h.now().getTime();
      await h.start();
      await h.until(stateIs(RESUMABLE_TASK, id, 'done'), 'the task is done');
      expect(attempts).toEqual([2]);
      expect(ranAt - abandonedAt).toBeGreaterThanOrEqual(lockMs);
    });

    it('gives up a task whose runs were all cut short (it kills its process), and calls its onGiveUp once', async () => {
      const ran: number[] = [];
      const gaveUp: unknown[] = [];
      h.queue.handle(DOOMED_TASK, async (_, ctx) => void ran.push(ctx.attempt), {
        onGiveUp: async (payload, ctx) => void gaveUp.push([payload, ctx.attempts]),
      });
      const id = await h.queue.enqueue(DOOMED_TASK, { name: 'Ada' }, { maxAttempts: 2 });
      await h.abandon(id, 2);
      await h.start();
      await h.until(stateIs(DOOMED_TASK, id, 'failed'), 'the task is given up');
      // Not run a third time: the process it would kill next is this one.
      expect(ran).toEqual([]);
      expect(gaveUp).toEqual([[{ name: 'Ada' }, 2]]);
      const [stored] = await h.tasks(DOOMED_TASK);
      expect(stored!.error).toMatch(/^Given up after 2 run\(s\) cut short/);
    });
  });
}

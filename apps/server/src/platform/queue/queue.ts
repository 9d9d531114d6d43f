import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';

/**
 * The queue port (ARCHITECTURE.md "Work that outlives a request"). Work is enqueued as named tasks with a JSON
 * payload, optionally inside the transaction of the state change that starts it; handlers must be idempotent,
 * since a task interrupted by a crash runs again. Adapters: embedded (tasks table, any database) and pg-boss
 * (PostgreSQL, several work processes), chosen by QUEUE; queue-contract.ts is what both do.
 */
export type EnqueueOptions = {
  /** Not before this time. */
  runAt?: Date;
  /**
   * At most one queued or running task with this key; a second enqueue returns the existing id. Name the kind
   * of task in the key: pg-boss holds a key within its kind, the embedded queue across kinds.
   */
  singletonKey?: string;
  maxAttempts?: number;
  /** Enqueue in the caller's transaction, so the task exists exactly when the change commits. */
  tx?: Transaction<Database>;
};

export type TaskContext = { id: string; attempt: number };

/**
 * A kind of task, declared once where its feature lives: its name in the queue and the schema of its payload.
 * Enqueueing takes what the schema accepts; the handler receives what it parsed — no casts on either side.
 */
export type Task<S extends z.ZodType = z.ZodType> = { readonly name: string; readonly payload: S };

export function defineTask<S extends z.ZodType>(name: string, payload: S): Task<S> {
  return { name, payload };
}

/** A task run on a clock (`every`): it carries nothing. */
export const noPayload = z.object({});
export type RecurringTask = Task<typeof noPayload>;

export type TaskHandler<S extends z.ZodType = z.ZodType> = (
  payload: z.output<S>,
  ctx: TaskContext,
) => Promise<void>;

/** A stored payload its task's schema refuses (a task written by another version): retrying cannot help. */
export class TaskPayloadError extends Error {
  constructor(task: string, issues: string) {
    super(`The payload of task ${task} does not match its schema: ${issues}`);
  }
}

/** Parses a stored payload with its task's schema. */
export function parsePayload<S extends z.ZodType>(task: Task<S>, raw: unknown): z.output<S> {
  const parsed = task.payload.safeParse(raw);
  if (!parsed.success) throw new TaskPayloadError(task.name, z.prettifyError(parsed.error));
  return parsed.data;
}

/** Why a task was given up without its handler having the last word. */
export type GiveUpContext = { id: string; attempts: number; reason: string };

export type HandleOptions<S extends z.ZodType = z.ZodType> = {
  /**
   * Called once when the task is given up because its runs kept being cut short (the process running it died
   * each time: a crash, a kill, an out-of-memory) until its attempts were spent: the handler never got to record
   * a failure, so this ends what the task was doing in a clear error state (a deposit, an order). Not called for
   * a handler that threw: the handler decides at its last attempt.
   */
  onGiveUp?: (payload: z.output<S>, ctx: GiveUpContext) => Promise<void>;
};

export interface Queue {
  enqueue<S extends z.ZodType>(task: Task<S>, payload: z.input<S>, options?: EnqueueOptions): Promise<string>;
  /** Registers the handler of a task; only registered tasks are claimed by this worker. */
  handle<S extends z.ZodType>(task: Task<S>, handler: TaskHandler<S>, options?: HandleOptions<S>): void;
  /** Runs `task` every `intervalMs`, one run at a time, across restarts. */
  every(task: RecurringTask, intervalMs: number): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The queue port (ARCHITECTURE.md "Work that outlives a request"). Work is enqueued as named tasks with a JSON
 * payload, optionally inside the transaction of the state change that starts it; handlers must be idempotent,
 * since a task interrupted by a crash runs again. Adapters: embedded (tasks table, this process) now;
 * pg-boss for many workers on PostgreSQL later, behind the same interface.
 */
export type EnqueueOptions = {
  /** Not before this time. */
  runAt?: Date;
  /** At most one queued or running task with this key; a second enqueue returns the existing id. */
  singletonKey?: string;
  maxAttempts?: number;
  /** Enqueue in the caller's transaction, so the task exists exactly when the change commits. */
  tx?: Transaction<Database>;
};

export type TaskContext = { id: string; attempt: number };
export type TaskHandler = (payload: unknown, ctx: TaskContext) => Promise<void>;

export interface Queue {
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<string>;
  /** Registers the handler of a task name; only registered names are claimed by this worker. */
  handle(name: string, handler: TaskHandler): void;
  /** Runs `name` every `intervalMs`, one run at a time, across restarts. */
  every(name: string, intervalMs: number): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

import type { Deps } from '../../platform/deps';
import { z } from 'zod';
import { defineTask } from '../../platform/queue/queue';

/**
 * Deletes file store keys that a committed transaction gave up (purged deposits, unreferenced uploads). Queued
 * in that transaction, so a crash between the decision and the deletion leaves a task, not a forgotten file;
 * deleting a key twice does nothing.
 */
export const DELETE_STORED_KEYS_TASK = defineTask(
  'housekeeping.delete-stored-keys',
  z.object({ keys: z.array(z.string()) }),
);
/** A store that is down for a while is retried with the queue's backoff (up to 5 minutes apart). */
export const DELETE_STORED_KEYS_MAX_ATTEMPTS = 10;

export async function deleteStoredKeys(
  deps: Pick<Deps, 'files' | 'log'>,
  { keys }: z.output<typeof DELETE_STORED_KEYS_TASK.payload>,
): Promise<void> {
  for (const key of keys) await deps.files.delete(key);
  deps.log.info({ keys: keys.length }, 'deleted stored files given up by retention');
}

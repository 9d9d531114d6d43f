import type { Deps } from '../../platform/deps';
import { deleteEventsBefore } from './queries';

const BATCH = 1000;
const MAX_BATCHES = 100;

/**
 * Deletes the events that occurred more than KEEP_EVENTS_DAYS days ago (docs/api.md "Events"), oldest first, in
 * batches of one statement each (the housekeeping's retention task). Event ids are never given again: a reader
 * whose cursor was purged reads on from the oldest event kept. Answers how many were deleted.
 */
export async function deleteOldEvents(deps: Pick<Deps, 'db' | 'config'>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - deps.config.keepEventsDays * 86_400_000).toISOString();
  let deleted = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const n = await deleteEventsBefore(deps.db, before, BATCH);
    deleted += n;
    if (n < BATCH) break;
  }
  return deleted;
}

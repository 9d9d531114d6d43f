import type { Deps } from '../../platform/deps';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../platform/http/idempotency';
import { deleteFinishedBefore } from '../../platform/queue/queries';
import { deleteEndedPasswordResets, deleteEndedSessions, deleteIdempotencyKeysBefore } from './queries';
import { defineTask, noPayload } from '../../platform/queue/queue';

/** Ended sessions, reset links and finished tasks are kept this long (for support questions), then deleted. */
const KEEP_ENDED_DAYS = 7;
export const PURGE_TASK = defineTask('housekeeping.purge-ended-credentials', noPayload);
export const PURGE_INTERVAL_MS = 60 * 60_000;

export async function purgeEndedCredentials(deps: Pick<Deps, 'db' | 'clock' | 'log'>): Promise<void> {
  const before = new Date(deps.clock.now().getTime() - KEEP_ENDED_DAYS * 86_400_000).toISOString();
  const sessions = await deleteEndedSessions(deps.db, before);
  const resets = await deleteEndedPasswordResets(deps.db, before);
  const tasks = await deleteFinishedBefore(deps.db, before);
  // Idempotency keys answer for 24 h (docs/api.md "Idempotency keys"); older ones are already ignored.
  const idempotencyBefore = new Date(deps.clock.now().getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const keys = await deleteIdempotencyKeysBefore(deps.db, idempotencyBefore.toISOString());
  if (sessions || resets || tasks || keys)
    deps.log.info(
      { sessions, resets, tasks, keys },
      'purged ended sessions, reset links, tasks and idempotency keys',
    );
}

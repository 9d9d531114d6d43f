import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { DELETE_STORED_KEYS_MAX_ATTEMPTS, DELETE_STORED_KEYS_TASK } from '../housekeeping';
import { mayDelete, mayUse } from './library-access';
import { deleteLibraryFile as deleteRow, libraryFileById } from './queries';

/**
 * DELETE /library/{id}: by its owner, or by an administrator of its OU (a shared letterhead someone left behind).
 * The row goes and the deletion of its bytes is queued in the same transaction (docs/persistence.md); a shared
 * file deleted by someone else than its owner is written to history with who did it.
 */
export async function deleteLibraryFile(deps: Deps, session: SessionContext, id: string): Promise<true> {
  const row = await libraryFileById(deps.db, id);
  if (!row || !(mayUse(session, row) || mayDelete(session, row))) throw errors.notFound('The library file');
  if (!mayDelete(session, row)) throw errors.unauthorized();
  await deps.db.transaction().execute(async (tx) => {
    if (!(await deleteRow(tx, id))) throw errors.notFound('The library file');
    await deps.queue.enqueue(
      DELETE_STORED_KEYS_TASK,
      { keys: [row.storage_key] },
      { tx, maxAttempts: DELETE_STORED_KEYS_MAX_ATTEMPTS },
    );
    if (row.owner_id !== session.userId) {
      await appendHistory(tx, {
        entityType: 'libraryFile',
        entityId: id,
        ouId: row.ou_id,
        action: 'deleted',
        login: session.login,
        at: deps.clock.now().toISOString(),
        details: { name: row.name, owner: row.owner_login },
      });
    }
  });
  return true;
}

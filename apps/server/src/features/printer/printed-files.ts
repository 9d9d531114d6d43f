import type { PrintedFile } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import { ownScope, type SessionContext } from '../../platform/policy';
import { presentPrintedFile } from './present-printer';
import { deleteUnheldPrintedFile, visiblePrintedFile, visiblePrintedFiles } from './queries';

// A printed file is personal: only the user who printed it sees it, deposits it or deletes it (ownScope), whatever
// their permissions over others' orders (the deposit it becomes follows the usual rules).

const fileNotFound = () =>
  new AppError('notFound', 'The printed file could not be found.', 'printer.error.fileNotFound');

/** GET /printer/files: the caller's printed files, newest first. */
export async function listPrintedFiles(deps: Deps, session: SessionContext): Promise<PrintedFile[]> {
  return (await visiblePrintedFiles(deps.db, ownScope(session))).map(presentPrintedFile);
}

/** GET /printer/files/:printedFileId: one printed file of the caller. */
export async function readPrintedFile(deps: Deps, session: SessionContext, id: string): Promise<PrintedFile> {
  const row = await visiblePrintedFile(deps.db, ownScope(session), id);
  if (!row) throw fileNotFound();
  return presentPrintedFile(row);
}

/**
 * DELETE /printer/files/:printedFileId: a printed file no deposit holds (waiting or failed) is deleted; its
 * stored file then goes with the unreferenced files (housekeeping). One a deposit holds is refused.
 */
export async function deletePrintedFile(deps: Deps, session: SessionContext, id: string): Promise<true> {
  const row = await visiblePrintedFile(deps.db, ownScope(session), id);
  if (!row) throw fileNotFound();
  const at = deps.clock.now().toISOString();
  const deleted = await deps.db.transaction().execute(async (tx) => {
    if (!(await deleteUnheldPrintedFile(tx, row.id))) return false;
    await appendHistory(tx, {
      entityType: 'printedFile',
      entityId: row.id,
      ouId: row.ou_id,
      action: 'deleted',
      state: row.status,
      login: session.login,
      at,
      details: { name: row.name },
    });
    return true;
  });
  if (!deleted) {
    throw new AppError(
      'badRequest',
      'printedFileId: the printed file is held by a deposit and cannot be deleted',
      'printer.error.stillDeposited',
      undefined,
      'printedFileId',
    );
  }
  return true;
}

import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { deleteEntry } from './delete-entry';
import { listEntries } from './list-entries';
import { createEntry, updateEntry } from './save-entry';

// The address box is the caller's own: every call reads and writes the caller's entries only (owner_id).
export async function addressBookRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'addressBook.list', async ({ session }) => listEntries(deps, session));
  route(app, 'addressBook.create', async ({ session, body }) => createEntry(deps, session, body));
  route(app, 'addressBook.update', async ({ session, params, body }) =>
    updateEntry(deps, session, params.entryId, body),
  );
  route(app, 'addressBook.delete', async ({ session, params }) => deleteEntry(deps, session, params.entryId));
}

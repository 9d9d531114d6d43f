import type {
  AddressBookEntry,
  addressBookEntryBodySchema,
  addressBookUpdateBodySchema,
} from '@postbridge/domain';
import type { z } from 'zod';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { mailCountryOf } from '../my-account';
import { checkEntry } from './check-entry';
import { presentEntry } from './present-entry';
import { entryOf, insertEntry, updateEntryAtVersion } from './queries';

/** POST /addressBook: a new entry of the caller's address box. */
export async function createEntry(
  deps: Deps,
  session: SessionContext,
  body: z.output<typeof addressBookEntryBodySchema>,
): Promise<AddressBookEntry> {
  const at = deps.clock.now().toISOString();
  const change = checkEntry(body, await mailCountryOf(deps.db, session.ouId), at);
  const id = newId();
  await insertEntry(deps.db, {
    id,
    ou_id: session.ouId,
    owner_id: session.userId,
    created_at: at,
    ...change,
  });
  return presentEntry((await entryOf(deps.db, session.userId, id))!);
}

/** POST /addressBook/{entryId}: changes one of the caller's entries, at the version the caller read (-13 else). */
export async function updateEntry(
  deps: Deps,
  session: SessionContext,
  entryId: string,
  body: z.output<typeof addressBookUpdateBodySchema>,
): Promise<AddressBookEntry> {
  const existing = await entryOf(deps.db, session.userId, entryId);
  if (!existing) throw errors.notFound('The address');
  const change = checkEntry(body, await mailCountryOf(deps.db, session.ouId), deps.clock.now().toISOString());
  if (!(await updateEntryAtVersion(deps.db, session.userId, entryId, body.version, change))) {
    throw errors.editionConflict();
  }
  return presentEntry((await entryOf(deps.db, session.userId, entryId))!);
}

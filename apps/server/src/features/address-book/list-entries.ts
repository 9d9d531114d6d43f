import type { AddressBookEntry } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { SessionContext } from '../../platform/policy';
import { presentEntry } from './present-entry';
import { entriesOf } from './queries';

/** GET /addressBook: the caller's saved recipients, by name. */
export async function listEntries(deps: Deps, session: SessionContext): Promise<AddressBookEntry[]> {
  return (await entriesOf(deps.db, session.userId)).map(presentEntry);
}

import type { SavedOptionType, SavedOptionValue } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { presentOptionType, presentOptionValue } from './present-option';
import { allOptionTypes, optionValues } from './queries';

// Reads are open to every signed-in user (channels/channel-access.ts).

/** GET /options/type: every option type, by name. */
export async function listOptionTypes(deps: Pick<Deps, 'db'>): Promise<SavedOptionType[]> {
  return (await allOptionTypes(deps.db)).map(presentOptionType);
}

/** GET /options?optionTypeId=: every option (of one type), by type name, rank and value. */
export async function listOptions(
  deps: Pick<Deps, 'db'>,
  optionTypeId?: string,
): Promise<SavedOptionValue[]> {
  return (await optionValues(deps.db, optionTypeId)).map(presentOptionValue);
}

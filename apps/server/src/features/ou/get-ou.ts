import type { Ou } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { SessionContext } from '../../platform/policy';
import { administeredOu, readOu } from './ou-access';

/** GET /ou/{ouId}: every field of the account, for those who administer it (superAdminView reads all). */
export async function getOu(deps: Deps, session: SessionContext, ouId: string): Promise<Ou> {
  const row = await administeredOu(deps, session, ouId);
  return readOu(deps, row.id);
}

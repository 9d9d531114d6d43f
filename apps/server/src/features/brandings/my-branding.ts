import type { Branding } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { SessionContext } from '../../platform/policy';
import { presentBranding } from './present-branding';
import { brandingByHost, brandingByName, brandingOfOuPath } from './queries';

export const DEFAULT_BRANDING_NAME = 'default';

/**
 * The white label to show: the caller's OU's (nearest ancestor with one) when signed in, else the one whose
 * virtual host is the requested host name (the sign-in page of a white-labelled domain), else the default.
 */
export async function myBranding(
  deps: Deps,
  session: SessionContext | null,
  host: string,
): Promise<Branding> {
  const row =
    (session ? await brandingOfOuPath(deps.db, session.ouPath) : undefined) ??
    (await brandingByHost(deps.db, host)) ??
    (await brandingByName(deps.db, DEFAULT_BRANDING_NAME));
  if (!row) throw new Error('No default branding: the database was not seeded.');
  return presentBranding(row);
}

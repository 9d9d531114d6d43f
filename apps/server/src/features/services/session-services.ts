import type { SessionService } from '@postbridge/domain';
import type { Db } from '../../platform/db/database';
import { enabledServicesOfProfile } from './queries';
import { storedConfiguration } from './service-access';

/**
 * What the session carries of the services the user's profile may deposit into (docs/product.md §3 User
 * session).
 */
export async function sessionServices(db: Db, profileId: string | null): Promise<SessionService[]> {
  if (!profileId) return [];
  return (await enabledServicesOfProfile(db, profileId)).map((row) => {
    const s = storedConfiguration(row);
    return {
      id: s.id,
      name: s.name,
      type: s.type,
      description: s.description ?? null,
      iconName: s.iconName,
      iconColor: s.iconColor,
    };
  });
}

/**
 * One of the services a profile deposits into (the same set as `sessionServices`), or undefined: a deposit on
 * behalf of another user uses that user's profile services (docs/product.md §6 behalf).
 */
export async function profileServiceById(db: Db, profileId: string | null, serviceId: string) {
  if (!profileId) return undefined;
  return (await enabledServicesOfProfile(db, profileId)).find((row) => row.id === serviceId);
}

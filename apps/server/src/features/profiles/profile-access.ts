import type { Profile } from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { ProfileTable } from '../../platform/db/schema';
import { isSet } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { canDo, canSeeOu, mayAdminister, type SessionContext } from '../../platform/policy';
import { canAdminServices } from '../services';
import { profileWithOuPath } from './queries';

// Who sees which profile (our decision, docs/product.md §3 "Profile", §6 adminOu / adminService): profiles
// are read by OU administrators (who give them to users) and service administrators (who link them to
// services), in the OUs the caller may look at (services rule: its visible subtree and its own OU's
// ancestors, whose profiles its users may hold). Their services are written with adminService, in the
// caller's writable subtree only.

// Profiles are created, changed and deleted by OU administrators (adminOu in the caller's own mask) in their
// subtree (policy.ts `mayAdminister`); superAdminView reads them everywhere and changes none.

export const canReadProfiles = (session: SessionContext): boolean =>
  canDo(session, 'adminOu') || canAdminServices(session) || canDo(session, 'superAdminView');

/** The profile if the caller may change it: "not found" when it may not read it, refused when it only reads it. */
export async function changeableProfile(deps: Deps, session: SessionContext, profileId: string) {
  const row = await readableProfile(deps, session, profileId);
  if (!mayAdminister(session, row.ou_path, 'adminOu', 'change')) throw errors.unauthorized();
  return row;
}

/** The profile if the caller may read it; "not found" otherwise, so that ids do not leak. */
export async function readableProfile(deps: Deps, session: SessionContext, profileId: string) {
  if (!canReadProfiles(session)) throw errors.unauthorized();
  const row = await profileWithOuPath(deps.db, profileId);
  if (!row || !canSeeOu(session, row.ou_path)) throw errors.notFound('The profile');
  return row;
}

export function presentProfile(row: Selectable<ProfileTable>): Profile {
  return {
    id: row.id,
    ouId: row.ou_id,
    name: row.name,
    role: row.role,
    permissions: row.permissions,
    permissionsOnGroup: row.permissions_on_group,
    permissionsOnOU: row.permissions_on_ou,
    needsValidation: isSet(row.needs_validation),
    version: row.version,
  };
}

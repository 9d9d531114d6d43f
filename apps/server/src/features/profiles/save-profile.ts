import {
  permissionsBeyondGrantor,
  type MaskPermission,
  type PermissionMasks,
  type ProfileDetail,
  type ProfileSaveBody,
} from '@postbridge/domain';
import { isSet, newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import { mayAdminister, type SessionContext } from '../../platform/policy';
import { linkServiceToProfiles, ouIdsOfPath, servicesOf } from '../services';
import { profileDetail } from './get-profile';
import { readableProfile } from './profile-access';
import {
  insertProfile,
  ouWithName,
  profileNamedIn,
  profileWithOuPath,
  serviceIdsOfProfile,
  unlinkServicesOfProfile,
  updateProfileAt,
} from './queries';

const NO_MASKS: PermissionMasks = { permissions: 0, permissionsOnGroup: 0, permissionsOnOU: 0 };

/** The refusal of a permission the caller may not grant, naming the mask (the field) and the permission. */
function grantRefused({ mask, permission }: MaskPermission): AppError {
  return new AppError(
    'unauthorized',
    `You may not grant ${permission} (${mask}): you do not hold it yourself.`,
    'admin.profiles.error.grant',
    { permission },
    `body.${mask}`,
  );
}

/**
 * POST /profiles: creates a profile in an OU the caller administers (adminOu, `mayAdminister` … 'change'), or
 * updates one of them (version-guarded: a stale version is -13; a profile stays in its OU). Names are unique
 * per OU. A caller gives only permissions it holds itself, unless superAdmin (`permissionsBeyondGrantor`);
 * permissions a profile already had are kept. `serviceIds`, when given, replaces its services; each must be a
 * service offered to the profile's OU (its own or an ancestor's). History 'created' or 'updated' on the profile
 * with the login of the caller, and 'services' when its services change.
 */
export async function saveProfile(
  deps: Deps,
  session: SessionContext,
  body: ProfileSaveBody,
): Promise<ProfileDetail> {
  const existing = body.id ? await readableProfile(deps, session, body.id) : undefined;
  const ou = await ouWithName(deps.db, body.ouId);
  if (!ou) throw errors.badRequest('body.ouId', 'no such organisation unit');
  if (!mayAdminister(session, ou.path, 'adminOu', 'change')) throw errors.unauthorized();
  if (existing) {
    if (existing.ou_id !== body.ouId)
      throw errors.badRequest('body.ouId', 'a profile stays in its organisation unit');
    if (body.version === undefined) throw errors.badRequest('body.version', 'the version read is required');
  }
  const before: PermissionMasks = existing
    ? {
        permissions: existing.permissions,
        permissionsOnGroup: existing.permissions_on_group,
        permissionsOnOU: existing.permissions_on_ou,
      }
    : NO_MASKS;
  const [beyond] = permissionsBeyondGrantor(session, before, body);
  if (beyond) throw grantRefused(beyond);
  const sameName = await profileNamedIn(deps.db, body.ouId, body.name);
  if (sameName && sameName.id !== existing?.id)
    throw new AppError(
      'badRequest',
      `name: a profile of this organisation unit is already named "${body.name}"`,
      'admin.profiles.error.nameTaken',
      { name: body.name },
      'body.name',
    );
  const wantedServices = body.serviceIds ? [...new Set(body.serviceIds)] : undefined;
  if (body.serviceIds) {
    const offered = new Set(
      (await servicesOf(deps.db, { ouIds: ouIdsOfPath(ou.path), profileId: null, enabledOnly: false })).map(
        (s) => s.id,
      ),
    );
    for (const [i, serviceId] of body.serviceIds.entries())
      if (!offered.has(serviceId))
        throw errors.badRequest(
          `body.serviceIds[${i}]`,
          `the service ${serviceId} is not offered to the profile's organisation unit`,
        );
  }

  const id = existing?.id ?? newId();
  const at = deps.clock.now().toISOString();
  const values = {
    name: body.name,
    role: body.role,
    permissions: body.permissions,
    permissions_on_group: body.permissionsOnGroup,
    permissions_on_ou: body.permissionsOnOU,
    needs_validation: body.needsValidation ? 1 : 0,
  };
  await deps.db.transaction().execute(async (tx) => {
    if (existing) {
      if (!(await updateProfileAt(tx, id, body.version!, values))) throw errors.editionConflict();
    } else {
      await insertProfile(tx, { id, ou_id: body.ouId, ...values });
    }
    await appendHistory(tx, {
      entityType: 'profile',
      entityId: id,
      ouId: body.ouId,
      action: existing ? 'updated' : 'created',
      login: session.login,
      at,
      details: {
        name: body.name,
        role: body.role,
        permissions: body.permissions,
        permissionsOnGroup: body.permissionsOnGroup,
        permissionsOnOU: body.permissionsOnOU,
        needsValidation: body.needsValidation,
        ...(existing
          ? {
              before: {
                name: existing.name,
                role: existing.role,
                ...before,
                needsValidation: isSet(existing.needs_validation),
              },
            }
          : {}),
      },
    });
    if (wantedServices) {
      const linked = await serviceIdsOfProfile(tx, id);
      const added = wantedServices.filter((s) => !linked.includes(s));
      const removed = linked.filter((s) => !wantedServices.includes(s));
      if (added.length || removed.length) {
        await unlinkServicesOfProfile(tx, id);
        for (const serviceId of wantedServices) await linkServiceToProfiles(tx, serviceId, [id]);
        await appendHistory(tx, {
          entityType: 'profile',
          entityId: id,
          ouId: body.ouId,
          action: 'services',
          login: session.login,
          at,
          details: { added, removed },
        });
      }
    }
  });
  const saved = await profileWithOuPath(deps.db, id);
  if (!saved) throw errors.notFound('The profile');
  return profileDetail(deps, saved);
}

import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { changeableProfile } from './profile-access';
import { countUsersOfProfile, deleteProfileRow } from './queries';

/**
 * DELETE /profiles/{profileId}: removes a profile of the caller's administered subtree, and its links to
 * services. Refused while users hold it (removed users included: they still point at it), naming how many.
 * History 'deleted' on the profile, with its name and the login of the caller.
 */
export async function deleteProfile(
  deps: Deps,
  session: SessionContext,
  profileId: string,
): Promise<{ id: string }> {
  const profile = await changeableProfile(deps, session, profileId);
  await deps.db.transaction().execute(async (tx) => {
    const users = await countUsersOfProfile(tx, profile.id);
    if (users > 0)
      throw new AppError(
        'badRequest',
        `profileId: ${users} user${users === 1 ? '' : 's'} still hold${users === 1 ? 's' : ''} this profile`,
        'admin.profiles.error.inUse',
        { count: users },
        'params.profileId',
      );
    await deleteProfileRow(tx, profile.id);
    await appendHistory(tx, {
      entityType: 'profile',
      entityId: profile.id,
      ouId: profile.ou_id,
      action: 'deleted',
      login: session.login,
      at: deps.clock.now().toISOString(),
      details: { name: profile.name, role: profile.role },
    });
  });
  return { id: profile.id };
}

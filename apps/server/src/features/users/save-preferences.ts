import type { SessionUser, UserPreferencesBody } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import { accountById, presentSessionUser, uiPreferencesOf } from '../auth';
import { securitySettings, withPasswordDefaults } from '../system-security';
import { sessionServices } from '../services';
import { setUiPreferences } from './queries';

/**
 * POST /users/preferences: the signed-in user's display and notification preferences. The fields sent replace the
 * stored ones (the others keep their value); the change is written to the user's history with what changed.
 */
export async function savePreferences(
  deps: Deps,
  session: SessionContext,
  body: UserPreferencesBody,
): Promise<SessionUser> {
  const account = await accountById(deps.db, session.userId);
  if (!account) throw errors.sessionTimeout();
  const before = uiPreferencesOf(account);
  const after = { ...before, ...body };
  const changed = Object.fromEntries(
    Object.entries(body).filter(([key, value]) => before[key as keyof typeof before] !== value),
  );
  const at = deps.clock.now().toISOString();
  if (Object.keys(changed).length > 0) {
    await deps.db.transaction().execute(async (tx) => {
      await setUiPreferences(tx, account.id, JSON.stringify(after));
      await appendHistory(tx, {
        entityType: 'user',
        entityId: account.id,
        ouId: account.ou_id,
        action: 'preferencesChanged',
        login: session.login,
        at,
        details: changed,
      });
    });
  }
  // With the instance's password defaults where the account's units set none, as sign-in presents the user.
  const fresh = withPasswordDefaults(
    (await accountById(deps.db, session.userId))!,
    await securitySettings(deps),
  );
  return presentSessionUser(fresh, deps.clock.now(), await sessionServices(deps.db, fresh.profile_id));
}

import type { MyProfile, SessionUser } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { accountById, presentSessionUser } from '../auth';
import { securitySettings, withPasswordDefaults } from '../system-security';
import { sessionServices } from '../services';
import { checkedEmail, checkedPhone } from './check-contact';
import { mailCountryOf, setOwnProfile, type OwnProfileColumns } from './queries';

/**
 * POST /users/update: the signed-in user changes their own names, e-mail, phones and interface language
 * (docs/product.md §2 "User settings: profile", §7). The e-mail address and phones are checked and stored
 * normalised; a refused value names its field and nothing is written. What changed goes to the user's history
 * with the caller's login; the answer is the session user, which the browser takes at once (a new language
 * applies immediately).
 */
export async function updateMyProfile(
  deps: Deps,
  session: SessionContext,
  body: MyProfile,
): Promise<SessionUser> {
  const account = await accountById(deps.db, session.userId);
  if (!account) throw errors.sessionTimeout();
  const mailCountry = await mailCountryOf(deps.db, account.ou_id);
  const after: OwnProfileColumns = {
    title: body.title,
    first_name: body.firstName,
    last_name: body.lastName,
    email_address: checkedEmail(body.emailAddress, 'body.emailAddress'),
    phone_number: checkedPhone(body.phoneNumber, mailCountry, 'body.phoneNumber'),
    mobile_number: checkedPhone(body.mobileNumber, mailCountry, 'body.mobileNumber'),
    locale: body.locale,
  };
  const changed = Object.fromEntries(
    (Object.keys(after) as (keyof OwnProfileColumns)[])
      .filter((column) => account[column] !== after[column])
      .map((column) => [column, after[column]]),
  );
  if (Object.keys(changed).length > 0) {
    const at = deps.clock.now().toISOString();
    await deps.db.transaction().execute(async (tx) => {
      await setOwnProfile(tx, account.id, after);
      await appendHistory(tx, {
        entityType: 'user',
        entityId: account.id,
        ouId: account.ou_id,
        action: 'profileChanged',
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

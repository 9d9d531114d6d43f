import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { accountById, sendPasswordResetMail } from '../auth';
import { administeredUser } from './user-access';

/**
 * POST /users/{userId}/resetPassword: sends the user the lost-password e-mail (features/auth), a single-use link
 * to choose a new password. The current password keeps working until then.
 */
export async function resetUserPassword(deps: Deps, session: SessionContext, userId: string): Promise<true> {
  const user = await administeredUser(deps, session, userId, 'change');
  const account = await accountById(deps.db, user.id);
  if (!account) throw errors.notFound('The user');
  if (!account.email_address) {
    throw new AppError(
      'badRequest',
      'The user has no e-mail address.',
      'admin.users.error.noEmail',
      undefined,
      'emailAddress',
    );
  }
  try {
    await sendPasswordResetMail(deps, account);
  } catch (err) {
    deps.log.error({ err, userId: user.id }, 'password reset e-mail could not be sent');
    throw new AppError('generic', 'The e-mail could not be sent.', 'admin.users.error.mailFailed');
  }
  await appendHistory(deps.db, {
    entityType: 'user',
    entityId: user.id,
    ouId: user.ou_id,
    action: 'passwordResetSent',
    login: session.login,
    at: deps.clock.now().toISOString(),
  });
  return true;
}

import type { ChangePasswordBody } from '@postbridge/domain';
import { AppError, errors } from '../../platform/errors';
import type { Deps } from '../../platform/deps';
import { verifyPassword } from '../../platform/passwords';
import type { SessionContext } from '../../platform/policy';
import { accountById, applyNewPassword, revokeOtherSessions } from '../auth';

/** POST /users/password: the signed-in user changes their own password; their other sessions end. */
export async function changePassword(
  deps: Deps,
  session: SessionContext,
  body: ChangePasswordBody,
): Promise<true> {
  const account = await accountById(deps.db, session.userId);
  if (!account) throw errors.sessionTimeout();
  if (!(await verifyPassword(account.password_hash, body.currentPassword))) {
    throw new AppError(
      'badRequest',
      'currentPassword: the current password is not correct',
      'error.currentPasswordWrong',
      undefined,
      'body.currentPassword',
    );
  }
  await applyNewPassword(
    deps,
    account,
    {
      newPassword: body.newPassword,
      previousPassword: body.currentPassword,
      actorLogin: session.login,
      action: 'passwordChanged',
    },
    (tx, at) => revokeOtherSessions(tx, account.id, session.sessionId, at),
  );
  return true;
}

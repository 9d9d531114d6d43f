import type { ChangeLostPasswordBody } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { applyNewPassword } from './apply-new-password';
import { canSignIn } from './present-session-user';
import {
  accountById,
  consumePasswordReset,
  invalidateUserResets,
  passwordResetByTokenHash,
  revokeUserSessions,
} from './queries';
import { hashToken } from './tokens';

const invalidToken = () =>
  new AppError(
    'invalidResetToken',
    'The password reset token is invalid, used or expired.',
    'error.invalidResetToken',
  );

/**
 * Sets a new password from a reset link. The token must match the login, be unused and unexpired; it is
 * consumed in the same transaction as the change (a second use is refused), and every session of the user ends.
 */
export async function changeLostPassword(deps: Deps, body: ChangeLostPasswordBody): Promise<true> {
  const reset = await passwordResetByTokenHash(deps.db, hashToken(body.lostPasswordToken));
  const now = deps.clock.now();
  if (!reset || reset.used_at || Date.parse(reset.expires_at) <= now.getTime()) throw invalidToken();
  const account = await accountById(deps.db, reset.user_id);
  if (!account || account.login !== body.userLogin || !canSignIn(account)) throw invalidToken();
  await applyNewPassword(
    deps,
    account,
    { newPassword: body.newPassword, actorLogin: account.login, action: 'passwordReset' },
    async (tx, at) => {
      if (!(await consumePasswordReset(tx, reset.id, at))) throw invalidToken();
      await invalidateUserResets(tx, account.id, at);
      await revokeUserSessions(tx, account.id, at);
    },
  );
  return true;
}

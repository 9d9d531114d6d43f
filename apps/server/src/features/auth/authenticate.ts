import type { AuthenticateResult } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { decoyHash, verifyPassword } from '../../platform/passwords';
import type { LoginLimiter } from './login-limiter';
import { openSession } from './open-session';
import { canSignIn } from './present-session-user';
import { securitySettings, withPasswordDefaults } from '../system-security';
import { accountByLogin } from './queries';

type AuthenticateInput = {
  login: string;
  password: string;
  remoteAddress: string;
  userAgent: string | null;
};

const invalidCredentials = () =>
  new AppError('invalidCredentials', 'Invalid credentials.', 'error.invalidCredentials');

/**
 * Signs a user in: rate-limited per account and per address, the same answer for an unknown login, a wrong
 * password or a disabled account; on success a random token whose hash is stored with its expiry.
 */
export async function authenticate(
  deps: Deps,
  limiter: LoginLimiter,
  input: AuthenticateInput,
): Promise<AuthenticateResult> {
  const now = deps.clock.now();
  const wait = await limiter.retryAfterSeconds(input.login, input.remoteAddress, now.getTime());
  if (wait > 0) {
    throw new AppError(
      'tooManyRequests',
      `Too many failed sign-ins; retry in ${wait} s.`,
      'error.tooManyRequests',
      {
        seconds: wait,
      },
    );
  }
  const settings = await securitySettings(deps);
  const found = await accountByLogin(deps.db, input.login);
  // The password rules with the instance defaults where the account's OUs set none (System > Security).
  const account = found && withPasswordDefaults(found, settings);
  const passwordOk = await verifyPassword(account?.password_hash ?? (await decoyHash()), input.password);
  if (!account || !passwordOk || !canSignIn(account)) {
    await limiter.recordFailure(input.login, input.remoteAddress, now.getTime());
    deps.log.info({ login: input.login, remoteAddress: input.remoteAddress }, 'sign-in refused');
    throw invalidCredentials();
  }
  // The address ranges are checked by openSession, before anything is recorded as a success.
  const answer = await openSession(deps, account, input);
  await limiter.recordSuccess(input.login, input.remoteAddress);
  return answer;
}

import type { AuthenticateResult } from '@postbridge/domain';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { parseJson } from '../../platform/db/util';
import { decoyHash, verifyPassword } from '../../platform/passwords';
import { accountAddressRanges } from '../ou';
import { addressAllowed } from './address-ranges';
import type { LoginLimiter } from './login-limiter';
import { canSignIn, presentSessionUser } from './present-session-user';
import { sessionServices } from '../services';
import { securitySettings, sessionExpiry, withPasswordDefaults } from '../system-security';
import { accountByLogin, insertSession } from './queries';
import { hashToken, newToken } from './tokens';

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
  // docs/product.md §5 address ranges: checked once the credentials are right, so that the refusal can say
  // why (the one who knows the password learns only that this place is not allowed).
  const rangeLists = [
    parseJson<string[]>(account.allowed_address_ranges, []),
    ...(await accountAddressRanges(deps, account.ou_path)),
  ];
  if (!rangeLists.every((ranges) => addressAllowed(ranges, input.remoteAddress))) {
    deps.log.info(
      { login: input.login, remoteAddress: input.remoteAddress },
      'sign-in from a refused address',
    );
    throw new AppError(
      'invalidCredentials',
      `Signing in as ${account.login} is not allowed from this address.`,
      'admin.users.error.addressNotAllowed',
    );
  }
  await limiter.recordSuccess(input.login, input.remoteAddress);
  const token = newToken();
  const sessionId = newId();
  await insertSession(deps.db, {
    id: sessionId,
    token_hash: hashToken(token),
    user_id: account.id,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: sessionExpiry(settings, now.toISOString(), now),
    revoked_at: null,
    remote_address: input.remoteAddress,
    user_agent: input.userAgent,
  });
  return {
    authToken: token,
    user: presentSessionUser(account, now, await sessionServices(deps.db, account.profile_id)),
  };
}

import type { AuthenticateResult } from '@postbridge/domain';
import type { SignInMethod } from '../../platform/db/schema';
import { newId, parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { accountAddressRanges } from '../ou';
import { sessionServices } from '../services';
import { securitySettings, sessionExpiry, withPasswordDefaults } from '../system-security';
import { addressAllowed } from './address-ranges';
import { presentSessionUser } from './present-session-user';
import { insertSession, type AccountRow } from './queries';
import { hashToken, newToken } from './tokens';

type Client = { remoteAddress: string; userAgent: string | null };

/**
 * Opens a session for an account whose identity was proven (`method`: a password, a single sign-on, an
 * external-authentication token): refused outside the account's address ranges, else a random token whose hash is
 * stored with its expiry and how it was opened (only a password's session is subject to password expiry).
 */
export async function openSession(
  deps: Deps,
  found: AccountRow,
  client: Client,
  method: SignInMethod = 'password',
): Promise<AuthenticateResult> {
  const now = deps.clock.now();
  const settings = await securitySettings(deps);
  // The password rules with the instance defaults where the account's OUs set none (System > Security).
  const account = withPasswordDefaults(found, settings);
  // docs/product.md §5 address ranges: checked once the identity is proven, so that the refusal can say why
  // (the one who proved it learns only that this place is not allowed).
  const rangeLists = [
    parseJson<string[]>(account.allowed_address_ranges, []),
    ...(await accountAddressRanges(deps, account.ou_path)),
  ];
  if (!rangeLists.every((ranges) => addressAllowed(ranges, client.remoteAddress))) {
    deps.log.info(
      { login: account.login, remoteAddress: client.remoteAddress },
      'sign-in from a refused address',
    );
    throw new AppError(
      'invalidCredentials',
      `Signing in as ${account.login} is not allowed from this address.`,
      'admin.users.error.addressNotAllowed',
    );
  }
  const token = newToken();
  await insertSession(deps.db, {
    id: newId(),
    token_hash: hashToken(token),
    user_id: account.id,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: sessionExpiry(settings, now.toISOString(), now),
    revoked_at: null,
    remote_address: client.remoteAddress,
    user_agent: client.userAgent,
    sign_in_method: method,
  });
  return {
    authToken: token,
    user: presentSessionUser(account, now, await sessionServices(deps.db, account.profile_id), method),
  };
}

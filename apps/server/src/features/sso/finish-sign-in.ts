import * as oidc from 'openid-client';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { appendHistory } from '../../platform/history/queries';
import { hashPassword } from '../../platform/passwords';
import {
  accountById,
  accountByLogin,
  accountsByEmail,
  canSignIn,
  hashToken,
  newToken,
  type AccountRow,
} from '../auth';
import { redirectUriOf } from './present-settings';
import { providerOf } from './provider';
import { brandingWithSso, insertHandoff, insertSsoUser, takeAttempt, type BrandingSsoRow } from './queries';
import { isOn } from './start-sign-in';
import { SsoRefusal } from './sso-refusal';

/** How long the browser has to exchange the code it is sent back with. */
const HANDOFF_SECONDS = 60;

type Claims = Record<string, unknown>;

/**
 * GET /sso/callback: the provider's answer is checked (its state taken once from the database, the code exchanged
 * with the PKCE verifier, the ID token's signature, audience, expiry and nonce checked by openid-client), the user
 * matched by the configured claim or created, and the browser sent to the sign-in page with a single-use code
 * (the session token itself never travels in a URL). Answers that path; a refusal throws SsoRefusal.
 */
export async function finishSsoSignIn(deps: Deps, search: URLSearchParams): Promise<string> {
  const state = search.get('state');
  if (!state) throw new SsoRefusal('attemptInvalid');
  const now = deps.clock.now();
  // Taken (deleted) before anything else: a replayed answer finds nothing, even if this one fails below.
  const attempt = await takeAttempt(deps.db, hashToken(state));
  if (!attempt || attempt.expires_at <= now.toISOString()) throw new SsoRefusal('attemptInvalid');
  const row = await brandingWithSso(deps.db, attempt.branding_id);
  if (!isOn(row)) throw new SsoRefusal('notEnabled');
  if (search.has('error')) {
    deps.log.info({ error: search.get('error') }, 'single sign-on refused by the provider');
    throw new SsoRefusal('providerRefused');
  }
  const provider = await providerOf(deps, row);
  const currentUrl = new URL(redirectUriOf(deps.config.publicUrl, row.virtual_host));
  currentUrl.search = search.toString();
  let claims: Claims | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(provider, currentUrl, {
      pkceCodeVerifier: attempt.code_verifier,
      expectedState: state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    // Providers may keep the profile claims out of the ID token (OpenID Connect Core §5.4): then the user info
    // of the same subject tells them.
    claims =
      idToken && idToken[row.claim ?? 'email'] === undefined
        ? { ...(await oidc.fetchUserInfo(provider, tokens.access_token, idToken.sub)), ...idToken }
        : idToken;
  } catch (err) {
    deps.log.warn({ err }, 'single sign-on: the answer of the provider was refused');
    throw new SsoRefusal('answerInvalid');
  }
  const account = await matchedOrCreated(deps, row, claims ?? {});
  await deps.db.transaction().execute(async (tx) => {
    await appendHistory(tx, {
      entityType: 'user',
      entityId: account.id,
      ouId: account.ou_id,
      action: 'ssoSignIn',
      login: account.login,
      at: now.toISOString(),
      details: { brandingId: row.branding_id, issuer: row.issuer_url },
    });
  });
  const code = newToken();
  await insertHandoff(deps.db, {
    code_hash: hashToken(code),
    user_id: account.id,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + HANDOFF_SECONDS * 1000).toISOString(),
  });
  const back = new URLSearchParams({ ssoCode: code });
  if (attempt.return_path) back.set('from', attempt.return_path);
  return `/?${back.toString()}`;
}

/** The claim's value, when the provider sent it as text (an e-mail it marks unverified is not taken). */
function claimValue(row: BrandingSsoRow, claims: Claims): string {
  const name = row.claim ?? 'email';
  const value = claims[name];
  if (typeof value !== 'string' || !value.trim() || value.length > 200) throw new SsoRefusal('claimMissing');
  if (name === 'email' && claims.email_verified === false) throw new SsoRefusal('claimMissing');
  return value.trim();
}

async function matchedOrCreated(deps: Deps, row: BrandingSsoRow, claims: Claims): Promise<AccountRow> {
  const value = claimValue(row, claims);
  const byEmail = row.match_by === 'email';
  const found = byEmail ? await accountsByEmail(deps.db, value) : [await accountByLogin(deps.db, value)];
  const matches = found.filter((a): a is AccountRow => !!a);
  if (matches.length > 1) throw new SsoRefusal('userAmbiguous');
  const [match] = matches;
  if (match) {
    if (!canSignIn(match)) throw new SsoRefusal('userDisabled');
    return match;
  }
  if (!row.create_users || !row.ou_id || !row.profile_id) throw new SsoRefusal('userUnknown');
  // A created user's login is the claim's value; taken by another user (whose e-mail differs), it is ambiguous.
  if (await accountByLogin(deps.db, value)) throw new SsoRefusal('userAmbiguous');
  const text = (name: string) => {
    const v = claims[name];
    return typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : null;
  };
  const email = byEmail ? value : claims.email_verified === false ? null : text('email');
  const id = newId();
  const at = deps.clock.now().toISOString();
  // Nobody knows this password: the user signs in through the provider (an administrator may set one later).
  const passwordHash = await hashPassword(newToken());
  await deps.db.transaction().execute(async (tx) => {
    await insertSsoUser(tx, {
      id,
      ou_id: row.ou_id!,
      login: value,
      password_hash: passwordHash,
      password_changed_at: at,
      first_name: text('given_name'),
      last_name: text('family_name'),
      title: null,
      email_address: email,
      phone_number: null,
      mobile_number: null,
      profile_id: row.profile_id,
      group_id: null,
      creation_date: at,
    });
    await appendHistory(tx, {
      entityType: 'user',
      entityId: id,
      ouId: row.ou_id!,
      action: 'created',
      login: value,
      at,
      details: { login: value, by: 'sso', brandingId: row.branding_id, issuer: row.issuer_url },
    });
  });
  const created = await accountById(deps.db, id);
  if (!created) throw new Error('the user created by single sign-on is gone');
  return created;
}

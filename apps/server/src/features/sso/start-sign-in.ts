import { isAppPath, ssoScopes, type SsoStatus } from '@postbridge/domain';
import * as oidc from 'openid-client';
import { isSet } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { hashToken } from '../auth';
import { myBranding } from '../brandings';
import { redirectUriOf } from './present-settings';
import { providerOf } from './provider';
import { brandingWithSso, deleteAttemptsBefore, insertAttempt, type BrandingSsoRow } from './queries';
import { SsoRefusal } from './sso-refusal';

/** How long the provider has to send the browser back. */
const ATTEMPT_MINUTES = 10;

/** The white label of the sign-in page of this host (as `brandings.my` shows it), with its settings. */
async function ssoOfHost(deps: Deps, host: string): Promise<BrandingSsoRow | undefined> {
  const branding = await myBranding(deps, null, host);
  return brandingWithSso(deps.db, branding.id);
}

export const isOn = (row: BrandingSsoRow | undefined): row is BrandingSsoRow =>
  !!row && isSet(row.enabled) && !!row.client_secret_sealed;

/** GET /sso/status: whether the sign-in page of this host shows the single sign-on button. */
export async function ssoStatus(deps: Deps, host: string): Promise<SsoStatus> {
  const row = await ssoOfHost(deps, host);
  return isOn(row) ? { enabled: true, buttonText: row.button_text } : { enabled: false, buttonText: null };
}

/**
 * GET /sso/start: draws the state, nonce and PKCE verifier, keeps them in the database (any API process may
 * receive the callback), and answers the provider's authorization address to send the browser to.
 */
export async function startSsoSignIn(deps: Deps, host: string, from: string | undefined): Promise<string> {
  const row = await ssoOfHost(deps, host);
  if (!isOn(row)) throw new SsoRefusal('notEnabled');
  const provider = await providerOf(deps, row);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const now = deps.clock.now();
  await deleteAttemptsBefore(deps.db, now.toISOString());
  await insertAttempt(deps.db, {
    state_hash: hashToken(state),
    branding_id: row.branding_id,
    nonce,
    code_verifier: codeVerifier,
    return_path: isAppPath(from) ? from : null,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ATTEMPT_MINUTES * 60_000).toISOString(),
  });
  return oidc
    .buildAuthorizationUrl(provider, {
      redirect_uri: redirectUriOf(deps.config.publicUrl, row.virtual_host),
      scope: ssoScopes(row.scopes ?? 'openid').join(' '),
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    .toString();
}

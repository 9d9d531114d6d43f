import * as oidc from 'openid-client';
import type { Deps } from '../../platform/deps';
import { SecretBoxError, secretBoxOf } from '../../platform/secret-box';
import type { BrandingSsoRow } from './queries';
import { SsoRefusal } from './sso-refusal';

const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * The OpenID Connect client of a white label, from the provider's discovery document. Plain http is allowed only
 * for a loopback issuer (the settings refuse any other, `isIssuerUrl`).
 */
export async function providerOf(deps: Deps, row: BrandingSsoRow): Promise<oidc.Configuration> {
  if (!row.issuer_url || !row.client_id || !row.client_secret_sealed) throw new SsoRefusal('notEnabled');
  let secret: string;
  try {
    secret = (await secretBoxOf(deps.config)).open(row.client_secret_sealed);
  } catch (err) {
    // Sealed with another key (SECRETS_KEY changed): treated as not set, logged without its text.
    if (!(err instanceof SecretBoxError)) throw err;
    deps.log.error(
      { brandingId: row.branding_id },
      'single sign-on: the client secret does not open with this key',
    );
    throw new SsoRefusal('notEnabled');
  }
  const issuer = new URL(row.issuer_url);
  try {
    return await oidc.discovery(issuer, row.client_id, undefined, oidc.ClientSecretBasic(secret), {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
  } catch (err) {
    deps.log.warn({ err, issuer: row.issuer_url }, 'single sign-on: discovery failed');
    throw new SsoRefusal('providerUnreachable');
  }
}

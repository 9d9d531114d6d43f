import type { SsoMatchBy, SsoSettings } from '@postbridge/domain';
import { isSet } from '../../platform/db/util';
import type { BrandingSsoRow } from './queries';

const CALLBACK_PATH = '/api/sso/callback';

/**
 * Where the browser of a white label comes back: its virtual host when it has one (the sign-in page and the
 * session live on that origin), else PUBLIC_URL; the scheme and port are PUBLIC_URL's.
 */
function appOrigin(publicUrl: string, virtualHost: string | null): string {
  const url = new URL(publicUrl);
  if (virtualHost) url.hostname = virtualHost;
  return url.origin;
}

export const redirectUriOf = (publicUrl: string, virtualHost: string | null): string =>
  `${appOrigin(publicUrl, virtualHost)}${CALLBACK_PATH}`;

/** The settings as System shows them: the secret only as "set". Defaults before the first save. */
export function presentSsoSettings(row: BrandingSsoRow, publicUrl: string): SsoSettings {
  return {
    brandingId: row.branding_id,
    enabled: isSet(row.enabled),
    issuerUrl: row.issuer_url ?? '',
    clientId: row.client_id ?? '',
    clientSecretSet: Boolean(row.client_secret_sealed),
    scopes: row.scopes ?? 'openid email profile',
    claim: row.claim ?? 'email',
    matchBy: (row.match_by as SsoMatchBy | null) ?? 'email',
    createUsers: isSet(row.create_users),
    ouId: row.ou_id,
    profileId: row.profile_id,
    buttonText: row.button_text ?? '',
    redirectUri: redirectUriOf(publicUrl, row.virtual_host),
    version: row.version,
  };
}

import type { Deps } from '../../platform/deps';
import { secretBoxOf } from '../../platform/secret-box';
import { providerRowOf, sealedSecretsOfProvider } from './queries';

// What the providers use of a channel's settings in System (docs/providers.md "Settings in System"): the endpoint
// and the secret, the secret opened from its sealed text here only, at the moment it is needed. A channel without
// settings in System uses the configuration's (HTTP_PROVIDERS, TRACKING_SECRETS or the drawn provider secret).

type SettingsDeps = Pick<Deps, 'db' | 'config' | 'log'>;

/** The endpoint and secret set in System for a channel; null for each one that is not. */
export async function channelProviderSettings(
  deps: SettingsDeps,
  channelId: string,
): Promise<{ endpoint: string | null; secret: string | null }> {
  const row = await providerRowOf(deps.db, channelId);
  if (!row) return { endpoint: null, secret: null };
  return {
    endpoint: row.endpoint,
    secret: row.secret_ciphertext ? await opened(deps, channelId, row.secret_ciphertext) : null,
  };
}

/** The secrets set in System for the channels naming a provider (a tracking call may be signed with one). */
export async function channelSecretsOfProvider(
  deps: SettingsDeps,
  providerName: string,
): Promise<{ channelId: string; secret: string }[]> {
  const secrets: { channelId: string; secret: string }[] = [];
  for (const { channelId, sealed } of await sealedSecretsOfProvider(deps.db, providerName)) {
    const secret = await opened(deps, channelId, sealed);
    if (secret) secrets.push({ channelId, secret });
  }
  return secrets;
}

/** A sealed secret opened; null (logged, never the text) when it does not open with this key. */
async function opened(deps: SettingsDeps, channelId: string, sealed: string): Promise<string | null> {
  try {
    return (await secretBoxOf(deps.config)).open(sealed);
  } catch (err) {
    deps.log.error(
      { channelId, err: (err as Error).message },
      "a channel's provider secret does not open: SECRETS_KEY (or DATA_DIR/secrets.key) is not the one it was set with",
    );
    return null;
  }
}

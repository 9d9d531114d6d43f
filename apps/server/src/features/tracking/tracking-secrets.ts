import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../../platform/deps';
import { channelProviderNames } from './queries';

// Where a provider's tracking secret comes from (docs/providers.md "Secrets"): TRACKING_SECRETS first; else, for
// a provider some channel names, a secret the platform drew once and keeps in DATA_DIR/tracking-secrets/
// <provider>.secret (readable by the operator, mode 0600). Secrets are never written to the logs. Several
// machines do not share DATA_DIR: they need TRACKING_SECRETS.

const secretsDir = (deps: Pick<Deps, 'config'>) => path.join(deps.config.dataDir, 'tracking-secrets');

/** The shared secret of a provider's tracking calls, or null when the platform knows no such provider. */
export async function trackingSecretOf(
  deps: Pick<Deps, 'config' | 'db' | 'log'>,
  provider: string,
): Promise<string | null> {
  const configured = deps.config.trackingSecrets[provider];
  if (configured) return configured;
  if (!(await channelProviderNames(deps.db)).includes(provider)) return null;
  return storedSecret(deps, provider);
}

/** Draws a secret for every provider a channel names and TRACKING_SECRETS leaves out (at start). */
export async function ensureTrackingSecrets(deps: Pick<Deps, 'config' | 'db' | 'log'>): Promise<void> {
  for (const provider of await channelProviderNames(deps.db)) {
    if (!deps.config.trackingSecrets[provider]) await storedSecret(deps, provider);
  }
}

async function storedSecret(deps: Pick<Deps, 'config' | 'log'>, provider: string): Promise<string> {
  // Provider names are checked by the route (letters, digits, '-', '_'); channel names are checked here.
  if (!/^[a-z0-9][\w-]{0,63}$/i.test(provider)) throw new Error(`unusable provider name ${provider}`);
  const file = path.join(secretsDir(deps), `${provider}.secret`);
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await fs.mkdir(secretsDir(deps), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  // Written aside, then linked in place: of two processes drawing at once, the first link wins and both use it,
  // and nobody ever reads a half-written file.
  const draft = `${file}.${randomBytes(6).toString('hex')}.draft`;
  await fs.writeFile(draft, `${secret}\n`, { mode: 0o600 });
  try {
    await fs.link(draft, file);
    deps.log.info(
      { provider, file },
      'tracking secret drawn for a provider that TRACKING_SECRETS leaves out',
    );
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return (await fs.readFile(file, 'utf8')).trim();
  } finally {
    await fs.rm(draft, { force: true });
  }
}

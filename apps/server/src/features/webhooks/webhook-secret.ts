import type { Deps } from '../../platform/deps';
import { secretBoxOf } from '../../platform/secret-box';
import { asStandardSecret } from './standard-webhooks';

// A subscription's signing secret is kept sealed in the database (platform/secret-box.ts, the key outside it), as
// the channels' provider secrets are. A secret stored in clear by an earlier version (no `v1:` prefix), or in the
// hex form of the single OU webhook, still signs with the same key and is stored sealed in its `whsec_` form at
// its next use.

const SEALED = /^v\d+:/;

/** The text to store for a secret. */
export async function sealWebhookSecret(deps: Pick<Deps, 'config'>, clear: string): Promise<string> {
  return (await secretBoxOf(deps.config)).seal(clear);
}

/** The `whsec_` secret a stored text holds, and whether it should be stored again (in clear, or not standard). */
export async function openWebhookSecret(
  deps: Pick<Deps, 'config'>,
  stored: string,
): Promise<{ secret: string; restore: boolean }> {
  const clear = SEALED.test(stored) ? (await secretBoxOf(deps.config)).open(stored) : stored;
  const secret = asStandardSecret(clear);
  return { secret, restore: secret !== clear || !SEALED.test(stored) };
}

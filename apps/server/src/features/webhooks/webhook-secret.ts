import type { Deps } from '../../platform/deps';
import { secretBoxOf } from '../../platform/secret-box';

// An OU's webhook signing secret is kept sealed in the database (platform/secret-box.ts, the key outside it), as
// the channels' provider secrets are. A secret stored in clear by an earlier version still signs (it has no
// `v1:` prefix) and is sealed at its next use.

const SEALED = /^v\d+:/;

/** The text to store for a secret. */
export async function sealWebhookSecret(deps: Pick<Deps, 'config'>, clear: string): Promise<string> {
  return (await secretBoxOf(deps.config)).seal(clear);
}

/** The secret a stored text holds, and whether it was still in clear. */
export async function openWebhookSecret(
  deps: Pick<Deps, 'config'>,
  stored: string,
): Promise<{ secret: string; inClear: boolean }> {
  if (!SEALED.test(stored)) return { secret: stored, inClear: true };
  return { secret: (await secretBoxOf(deps.config)).open(stored), inClear: false };
}

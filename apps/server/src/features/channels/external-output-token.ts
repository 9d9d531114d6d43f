import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../../platform/deps';
import { externalOutputTokenHashOf } from './queries';

// A channel's external output token (docs/product.md §3 externalOutputToken): what an outside system (the
// on-premise print station) presents to fetch the channel's output files. 32 random bytes in hex; like
// session tokens, only its SHA-256 is stored, so a database leak does not give it away and it is shown once,
// when it is generated.

export const newExternalOutputToken = (): string => randomBytes(32).toString('hex');

export const hashExternalOutputToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The token belongs to the (enabled) channel; compared in constant time. */
export async function verifyExternalOutputToken(
  deps: Pick<Deps, 'db'>,
  channelId: string,
  token: string,
): Promise<boolean> {
  const stored = await externalOutputTokenHashOf(deps.db, channelId);
  if (stored === null) return false;
  const presented = Buffer.from(hashExternalOutputToken(token), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

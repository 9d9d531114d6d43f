import type { AuthenticateResult } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { accountById, canSignIn, hashToken, openSession } from '../auth';
import { deleteHandoffsBefore, takeHandoff } from './queries';

type Client = { remoteAddress: string; userAgent: string | null };

const codeInvalid = () =>
  new AppError(
    'invalidCredentials',
    'This single sign-on code was already used or has expired.',
    'sso.error.codeInvalid',
  );

/**
 * POST /sso/exchange: the single-use code of a finished single sign-on becomes a session (its address ranges
 * checked against the browser exchanging it). A code works once, within its minute.
 */
export async function exchangeSsoCode(deps: Deps, code: string, client: Client): Promise<AuthenticateResult> {
  const now = deps.clock.now().toISOString();
  const handoff = await takeHandoff(deps.db, hashToken(code));
  await deleteHandoffsBefore(deps.db, now);
  if (!handoff || handoff.expires_at <= now) throw codeInvalid();
  const account = await accountById(deps.db, handoff.user_id);
  if (!account || !canSignIn(account)) throw codeInvalid();
  return openSession(deps, account, client, 'sso');
}

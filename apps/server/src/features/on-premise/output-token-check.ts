import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { verifyExternalOutputToken } from '../channels';

/** Header of the on-premise print server's calls: the channel's external output token. */
export const OUTPUT_TOKEN_HEADER = 'x-output-token';

/**
 * The token opens this channel's output files, else 401. An unknown channel, a disabled one, one without
 * `externalOutputTrigger` and a wrong token get the same answer: nothing tells which it was.
 */
export async function checkOutputToken(
  deps: Pick<Deps, 'db'>,
  channelId: string,
  token: string | undefined,
): Promise<void> {
  if (!token || !(await verifyExternalOutputToken(deps, channelId, token))) {
    throw new AppError('invalidCredentials', 'The output token is missing or wrong.', 'error.unauthorized');
  }
}

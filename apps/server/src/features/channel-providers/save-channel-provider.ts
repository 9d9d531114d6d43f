import { randomBytes } from 'node:crypto';
import {
  PROVIDER_SECRET_MIN_LENGTH,
  type ChannelProviderSaveResult,
  type channelProviderSaveBodySchema,
} from '@postbridge/domain';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { secretBoxOf } from '../../platform/secret-box';
import { providerEndpointProblem } from './endpoint-rule';
import { ippPrinterUriProblem } from './ipp-endpoint';
import { parseSmppEndpoint, SMPP_PASSWORD_MAX } from './smpp-endpoint';
import { presentProvider } from './present-provider';
import { insertProviderRow, providerRowOf, updateProviderRowAt } from './queries';
import { canChangeChannelProviders, channelOfCall } from './read-channel-provider';

/**
 * POST /channels/{channelId}/provider: super administrators only. What the body gives changes (null removes),
 * what it leaves out stays; `version` must be the one read (-13). The endpoint is refused at its field unless it
 * is an https URL (http for localhost only) without credentials or query. The secret is sealed before it is
 * written (platform/secret-box.ts); a generated one is answered in this answer only. The history says who
 * changed what, never the secret.
 */
export async function saveChannelProvider(
  deps: Deps,
  session: SessionContext,
  channelId: string,
  body: z.output<typeof channelProviderSaveBodySchema>,
): Promise<ChannelProviderSaveResult> {
  if (!canChangeChannelProviders(session)) throw errors.unauthorized();
  const channel = await channelOfCall(deps, channelId);
  // An SMS centre (`smpp`): its address smpp(s)://system_id@host:port, its secret the SMPP password (1 to 8
  // characters, given by the SMS centre: never generated).
  const smpp = channel.providerName === 'smpp';
  if (body.endpoint) {
    const problem = smpp
      ? parseSmppEndpoint(body.endpoint, true).problem
      : channel.providerName === 'ipp-print'
        ? ippPrinterUriProblem(body.endpoint)
        : providerEndpointProblem(body.endpoint);
    if (problem) throw refusal('body.endpoint', problem.reason, problem.labelId);
  }
  if (
    smpp &&
    typeof body.secret === 'string' &&
    (body.secret.length === 0 || body.secret.length > SMPP_PASSWORD_MAX)
  ) {
    throw refusal(
      'body.secret',
      `must be 1 to ${SMPP_PASSWORD_MAX} characters (an SMPP 3.4 password)`,
      'system.provider.error.smppPassword',
      { max: SMPP_PASSWORD_MAX },
    );
  }
  if (smpp && body.generateSecret) {
    throw refusal(
      'body.secret',
      'cannot be generated: the SMS centre gives the password',
      'system.provider.error.smppGenerate',
    );
  }
  if (!smpp && typeof body.secret === 'string' && body.secret.length < PROVIDER_SECRET_MIN_LENGTH) {
    throw refusal(
      'body.secret',
      `must be at least ${PROVIDER_SECRET_MIN_LENGTH} characters`,
      'system.provider.error.secretShort',
      { min: PROVIDER_SECRET_MIN_LENGTH },
    );
  }
  if (body.generateSecret && body.secret !== undefined) {
    throw errors.badRequest('body.secret', 'cannot be given with generateSecret');
  }
  const existing = await providerRowOf(deps.db, channel.id);
  if (body.version !== (existing?.version ?? 0)) throw errors.editionConflict();

  const endpoint = body.endpoint === undefined ? undefined : body.endpoint?.replace(/\/+$/, '') || null;
  const generatedSecret = body.generateSecret ? randomBytes(32).toString('base64url') : null;
  const newSecret = generatedSecret ?? body.secret;
  const now = deps.clock.now().toISOString();
  // Sealed before the transaction (the key may be drawn on first use); only when a secret is set.
  const sealed = typeof newSecret === 'string' ? (await secretBoxOf(deps.config)).seal(newSecret) : null;
  const changes = {
    ...(endpoint !== undefined ? { endpoint } : {}),
    ...(newSecret !== undefined ? { secret_ciphertext: sealed, secret_updated_at: now } : {}),
    updated_at: now,
    updated_by: session.login,
  };
  const changed = {
    endpoint,
    secret:
      newSecret === undefined
        ? undefined
        : newSecret === null
          ? 'removed'
          : generatedSecret
            ? 'generated'
            : 'set',
  };
  await deps.db.transaction().execute(async (tx) => {
    if (existing) {
      if (!(await updateProviderRowAt(tx, channel.id, existing.version, changes)))
        throw errors.editionConflict();
    } else {
      try {
        await insertProviderRow(tx, {
          channel_id: channel.id,
          endpoint: null,
          secret_ciphertext: null,
          ...changes,
        });
      } catch {
        // Someone saved the first settings of this channel meanwhile.
        throw errors.editionConflict();
      }
    }
    await appendHistory(tx, {
      entityType: 'channelProvider',
      entityId: channel.id,
      ouId: session.ouId,
      action: existing ? 'update' : 'create',
      login: session.login,
      at: now,
      details: Object.fromEntries(Object.entries(changed).filter(([, v]) => v !== undefined)),
    });
  });
  return {
    ...presentProvider(deps, channel, await providerRowOf(deps.db, channel.id)),
    generatedSecret,
  };
}

/** A refusal at a field, with the label the web shows under it. */
const refusal = (
  field: string,
  reason: string,
  labelId: ConstructorParameters<typeof AppError>[2],
  params: Record<string, string | number> = {},
) => new AppError('badRequest', `${field}: ${reason}`, labelId, { field, reason, ...params }, field);

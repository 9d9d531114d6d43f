import { hasPermission, type ChannelProvider } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { presentProvider } from './present-provider';
import { channelWithProvider, providerRowOf } from './queries';

/** Super administrators (their own mask, as for channels) change a channel's provider settings. */
export const canChangeChannelProviders = (session: SessionContext): boolean =>
  hasPermission(session.permissions, 'superAdmin');

/** Super administrators change a channel's provider settings; with superAdminView they read them (never the secret). */
const canReadChannelProviders = (session: SessionContext): boolean =>
  hasPermission(session.permissions, 'superAdmin') || hasPermission(session.permissions, 'superAdminView');

/** The channel a provider call names, with its provider name; -3 when there is none. */
export async function channelOfCall(deps: Pick<Deps, 'db'>, channelId: string) {
  const channel = await channelWithProvider(deps.db, channelId);
  if (!channel) throw errors.notFound('The channel');
  return channel;
}

/** GET /channels/{channelId}/provider. */
export async function readChannelProvider(
  deps: Deps,
  session: SessionContext,
  channelId: string,
): Promise<ChannelProvider> {
  if (!canReadChannelProviders(session)) throw errors.unauthorized();
  const channel = await channelOfCall(deps, channelId);
  return presentProvider(deps, channel, await providerRowOf(deps.db, channel.id));
}

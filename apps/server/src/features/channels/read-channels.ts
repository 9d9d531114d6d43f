import { CHANNEL_TYPES, type ChannelType, type SavedChannel } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { presentChannel } from './channel-access';
import { allChannels, channelById } from './queries';

// Reads are open to every signed-in user (channel-access.ts); the external output token is never in them.

/** GET /channels: every channel, enabled or not, by name. */
export async function listChannels(deps: Pick<Deps, 'db'>): Promise<SavedChannel[]> {
  return (await allChannels(deps.db)).map((row) => presentChannel(row));
}

/** GET /channels/{channelId}. */
export async function getChannel(deps: Pick<Deps, 'db'>, channelId: string): Promise<SavedChannel> {
  const row = await channelById(deps.db, channelId);
  if (!row) throw errors.notFound('The channel');
  return presentChannel(row);
}

/**
 * GET /channels/type: the channel types a channel may have (docs/product.md §1's channels, our identifiers).
 */
export const channelTypes = (): ChannelType[] => [...CHANNEL_TYPES];

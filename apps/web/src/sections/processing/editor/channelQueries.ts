import { QUERY_KEYS } from '../../../app/queries';

// What the Channels tab reads besides the service, under the processing root that a save refreshes.
const root = [...QUERY_KEYS.processingService.slice(0, 2), 'channels'] as const;

export const CHANNEL_QUERY_KEYS = {
  /** The channels an account's services may use (channels.ofOu). */
  ofOu: (ouId: string) => [...root, 'ou', ouId],
  /** One channel, for its name and output files (channels.get). */
  channel: (channelId: string) => [...root, 'one', channelId],
  optionTypes: [...root, 'optionTypes'],
  options: [...root, 'options'],
};

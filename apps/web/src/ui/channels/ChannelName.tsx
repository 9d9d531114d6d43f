import { Group } from '@mantine/core';
import { ChannelIcon } from './ChannelIcon';
import { useChannelLookup } from './useChannels';

interface ChannelRef {
  channelId: string | null;
  /** The name to show (a service's label of the channel); the channel's own label, else its id, without it. */
  label?: string | null;
}

/**
 * Channels by name, each after the icon of its type (looked up by id in GET /channels; the name alone while
 * that loads or for a channel gone since). Repeated names are shown once.
 */
export function ChannelName({ channels }: { channels: readonly ChannelRef[] }) {
  const lookup = useChannelLookup();
  const shown = new Map<string, ChannelRef>();
  for (const channel of channels) {
    const name = channel.label || lookup(channel.channelId)?.label || channel.channelId || '';
    if (name && !shown.has(name)) shown.set(name, channel);
  }
  return (
    <Group gap="xs" wrap="wrap" component="span" display="inline-flex">
      {[...shown].map(([name, { channelId }], index) => {
        const type = lookup(channelId)?.channelType;
        return (
          <Group key={name} gap={4} wrap="nowrap" component="span" display="inline-flex">
            {type ? <ChannelIcon type={type} /> : null}
            {/* The comma keeps the text of the cell what it was: "Post, E-mail". */}
            <span>{index < shown.size - 1 ? `${name}, ` : name}</span>
          </Group>
        );
      })}
    </Group>
  );
}

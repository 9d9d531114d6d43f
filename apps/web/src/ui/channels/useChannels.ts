import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SavedChannel } from '@postbridge/domain';
import { api } from '../../api/api';

/** GET /channels, read once in a while: the cache entry the Send screens use too. */
function useChannels() {
  return useQuery({
    queryKey: ['session', 'channels'],
    queryFn: () => api.get('/channels'),
    staleTime: 300_000,
  });
}

/** Channel id → the channel (its label, its type); undefined until loaded or for a channel gone since. */
export function useChannelLookup(): (channelId: string | null) => SavedChannel | undefined {
  const channels = useChannels();
  return useMemo(() => {
    const byId = new Map((channels.data ?? []).map((c) => [c.id, c]));
    return (channelId) => (channelId ? byId.get(channelId) : undefined);
  }, [channels.data]);
}

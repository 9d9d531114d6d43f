import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { cutoffOf } from '@postbridge/domain';
import { fetchChannels, fetchService, packGroupKeys } from './packGroupsApi';

/** The clock is read again this often, so that the warning appears while the step stays open. */
const TICK_MS = 30_000;

/**
 * Milliseconds until today's earliest cutoff among the enabled channels of the deposit's service (-1 once
 * passed, null without cutoff), computed in the browser with the domain's calendar (docs/product.md §5
 * "Cutoff").
 */
export function useServiceCutoff(serviceId: string | null | undefined): number | null {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const service = useQuery({
    queryKey: packGroupKeys.service(serviceId ?? ''),
    queryFn: () => fetchService(serviceId ?? ''),
    enabled: !!serviceId,
  });
  const channels = useQuery({
    queryKey: packGroupKeys.channels,
    queryFn: fetchChannels,
    enabled: !!serviceId,
  });
  if (!service.data || !channels.data) return null;
  const used = new Set(service.data.channels.map((c) => c.id));
  return cutoffOf(
    channels.data.filter((channel) => channel.enabled && used.has(channel.id)),
    now,
  );
}

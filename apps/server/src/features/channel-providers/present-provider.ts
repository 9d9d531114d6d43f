import type { ChannelProvider } from '@postbridge/domain';
import { PROVIDER_NAMES } from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { ChannelProviderTable } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';

/** A provider name the drawn tracking secrets accept (features/tracking/tracking-secrets.ts). */
const USABLE_PROVIDER_NAME = /^[a-z0-9][\w-]{0,63}$/i;

/** The settings as the calls answer them: never the secret, only whether one is set and where each comes from. */
export function presentProvider(
  deps: Pick<Deps, 'config'>,
  channel: { id: string; providerName: string },
  row: Selectable<ChannelProviderTable> | undefined,
): ChannelProvider {
  const configuredEndpoint =
    channel.providerName === 'ipp-print'
      ? deps.config.sending.ippPrinters[channel.id]
      : deps.config.sending.httpProviders[channel.id];
  return {
    channelId: channel.id,
    providerName: channel.providerName,
    providers: [...PROVIDER_NAMES],
    endpoint: row?.endpoint ?? null,
    secretSet: Boolean(row?.secret_ciphertext),
    secretUpdatedAt: row?.secret_ciphertext ? row.secret_updated_at : null,
    source: {
      endpoint: row?.endpoint ? 'system' : configuredEndpoint ? 'configuration' : 'none',
      // Without one in System, the provider's secret: TRACKING_SECRETS, else the one drawn in DATA_DIR.
      secret: row?.secret_ciphertext
        ? 'system'
        : USABLE_PROVIDER_NAME.test(channel.providerName)
          ? 'configuration'
          : 'none',
    },
    trackingPath: `/api/tracking/${encodeURIComponent(channel.providerName)}`,
    version: row?.version ?? 0,
    updatedAt: row?.updated_at ?? null,
    updatedBy: row?.updated_by ?? null,
  };
}

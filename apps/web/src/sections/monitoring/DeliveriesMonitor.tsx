import { useMemo } from 'react';
import { CHANNEL_TYPES } from '@postbridge/domain';
import { useT } from '../../i18n/useT';
import { useDeliveryColumns } from '../../ui/lists/columns';
import { commandStateFilter, periodFilter, periodQuery, useOuFilter } from '../../ui/lists/commonFilters';
import { textOf, type FilterDef } from '../../ui/lists/filters';
import { fetchDeliveries } from '../../ui/lists/listsApi';
import { ListScreen } from '../../ui/lists/ListScreen';
import { DeliveryDetail } from '../manage/details/DeliveryDetail';

/**
 * Deliveries monitoring: every delivery (one per order and channel) of the user's units over a period, by
 * state, unit, channel type (`?channel=EMAIL`: a slice of the channels chart) or external id. The detail
 * shown is its order's (a delivery carries its command's state).
 */
export function DeliveriesMonitor() {
  const t = useT();
  const columns = useDeliveryColumns();
  const ouFilter = useOuFilter();
  const filters = useMemo<FilterDef[]>(
    () => [
      periodFilter(t),
      ouFilter,
      commandStateFilter(t),
      {
        kind: 'select',
        name: 'channel',
        label: t('lists.column.channel'),
        options: CHANNEL_TYPES.map((type) => ({ value: type, label: t(`system.channels.type.${type}`) })),
      },
      { kind: 'input', name: 'externalId', label: t('lists.column.externalId') },
    ],
    [t, ouFilter],
  );
  return (
    <ListScreen
      screenId="monitoring.deliveries"
      title={t('screen.monitoring.deliveries')}
      filters={filters}
      load={async (values, maxResults, signal) => {
        const query = {
          ...periodQuery(values, maxResults),
          state: textOf(values, 'state'),
          externalId: textOf(values, 'externalId'),
          channelType: textOf(values, 'channel'),
        };
        const answer = await fetchDeliveries(query, signal);
        return { items: answer.deliveries, overflow: answer.overflow };
      }}
      columns={columns}
      rowKey={(delivery) => delivery.id}
      renderDetail={(_id, delivery) =>
        delivery ? <DeliveryDetail key={delivery.commandId} deliveryId={delivery.commandId} /> : null
      }
    />
  );
}

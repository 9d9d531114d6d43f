import { useMemo } from 'react';
import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { toApiDay } from '@postbridge/domain';
import { useT } from '../../i18n/useT';
import { useLateDeliveryColumns } from '../../ui/lists/columns';
import { shipmentStatusOptions } from '../../ui/lists/commonFilters';
import { textOf, type FilterDef } from '../../ui/lists/filters';
import { fetchLateCount, fetchLateDeliveries } from '../../ui/lists/listsApi';
import { ListScreen } from '../../ui/lists/ListScreen';
import { SHIPMENT_STATUS_CHOICES } from '../../ui/status/statuses';
import { DeliveryDetail } from '../manage/details/DeliveryDetail';

// A late delivery was posted on or before the day chosen and still has a shipment below the status chosen
// (docs/api.md "Late deliveries"). Our default: posted up to today and not mailed yet (600).
const DEFAULT_LATE_STATUS = '600';
const LATE_STATUS_CODES = SHIPMENT_STATUS_CHOICES.filter((code) => code > 0);

/** Late deliveries: those still short of a status after their post date, with how many are late in all. */
export function LateDeliveriesMonitor() {
  const t = useT();
  const columns = useLateDeliveryColumns();
  const filters = useMemo<FilterDef[]>(
    () => [
      {
        kind: 'date',
        name: 'latePostDate',
        label: t('monitoring.late.postDate'),
        required: true,
        defaultValue: toApiDay(new Date()),
      },
      {
        kind: 'selectIcon',
        name: 'lateStatus',
        label: t('monitoring.late.status'),
        required: true,
        defaultValue: DEFAULT_LATE_STATUS,
        options: shipmentStatusOptions(t, LATE_STATUS_CODES),
      },
    ],
    [t],
  );
  return (
    <ListScreen
      screenId="monitoring.lateDeliveries"
      title={t('screen.monitoring.lateDeliveries')}
      filters={filters}
      load={async (values, maxResults, signal) => {
        const answer = await fetchLateDeliveries(
          {
            latePostDate: textOf(values, 'latePostDate') ?? '',
            lateStatus: textOf(values, 'lateStatus') ?? DEFAULT_LATE_STATUS,
            maxResults,
          },
          signal,
        );
        return { items: answer.deliveries, overflow: answer.overflow };
      }}
      columns={columns}
      rowKey={(delivery) => delivery.id}
      renderDetail={(_id, delivery) =>
        delivery ? <DeliveryDetail key={delivery.commandId} deliveryId={delivery.commandId} /> : null
      }
      toolbar={(applied) => (
        <LateCount
          latePostDate={textOf(applied, 'latePostDate') ?? ''}
          lateStatus={textOf(applied, 'lateStatus') ?? DEFAULT_LATE_STATUS}
        />
      )}
    />
  );
}

/** The whole count, which the list's limit may cut (GET /deliveries/late/count). */
function LateCount(query: { latePostDate: string; lateStatus: string }) {
  const t = useT();
  const count = useQuery({
    queryKey: ['session', 'lists', 'monitoring.lateDeliveries', 'count', query],
    queryFn: ({ signal }) => fetchLateCount(query, signal),
  });
  if (!count.data) return null;
  return (
    <Badge size="lg" variant="light" tt="none" role="status">
      {t('monitoring.late.count', { deliveries: count.data.deliveries, shipments: count.data.shipments })}
    </Badge>
  );
}

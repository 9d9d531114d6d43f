import { useMemo } from 'react';
import { useT } from '../../i18n/useT';
import { useShipmentColumns } from '../../ui/lists/columns';
import {
  periodFilter,
  shipmentQuery,
  shipmentReferenceFilter,
  shipmentStatusFilter,
  useOuFilter,
} from '../../ui/lists/commonFilters';
import type { FilterDef } from '../../ui/lists/filters';
import { fetchShipments } from '../../ui/lists/listsApi';
import { ListScreen } from '../../ui/lists/ListScreen';
import { ShipmentDetail } from '../manage/details/ShipmentDetail';

/**
 * Shipments monitoring: every shipment of the user's units, with all the shipment filters of the API: status
 * codes, one reference, external ids typed one by one and tracking numbers pasted as a column.
 */
export function ShipmentsMonitor() {
  const t = useT();
  const columns = useShipmentColumns();
  const ouFilter = useOuFilter();
  const filters = useMemo<FilterDef[]>(
    () => [
      periodFilter(t),
      ouFilter,
      shipmentStatusFilter(t),
      shipmentReferenceFilter(t),
      { kind: 'tags', name: 'externalIds', label: t('monitoring.filter.externalIds') },
      { kind: 'array', name: 'trackingValues', label: t('monitoring.filter.trackingValues') },
    ],
    [t, ouFilter],
  );
  return (
    <ListScreen
      screenId="monitoring.shipments"
      title={t('screen.monitoring.shipments')}
      filters={filters}
      load={async (values, maxResults, signal) => {
        const answer = await fetchShipments(shipmentQuery(values, maxResults), signal);
        return { items: answer.shipments, overflow: answer.overflow };
      }}
      columns={columns}
      rowKey={(shipment) => shipment.id}
      renderDetail={(id) => <ShipmentDetail key={id} shipmentId={id} />}
    />
  );
}

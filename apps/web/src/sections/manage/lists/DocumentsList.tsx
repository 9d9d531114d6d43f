import { useMemo } from 'react';
import { useT } from '../../../i18n/useT';
import { useShipmentColumns } from '../../../ui/lists/columns';
import {
  periodFilter,
  shipmentQuery,
  shipmentReferenceFilter,
  shipmentStatusFilter,
} from '../../../ui/lists/commonFilters';
import { fetchShipments } from '../../../ui/lists/listsApi';
import { ListScreen } from '../../../ui/lists/ListScreen';
import { ShipmentDetail } from '../details/ShipmentDetail';

/** Documents: the shipments (one per recipient and delivery) over a period, by status or reference. */
export function DocumentsList() {
  const t = useT();
  const columns = useShipmentColumns();
  const filters = useMemo(() => [periodFilter(t), shipmentStatusFilter(t), shipmentReferenceFilter(t)], [t]);
  return (
    <ListScreen
      screenId="manage.documents"
      title={t('screen.manage.documents')}
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

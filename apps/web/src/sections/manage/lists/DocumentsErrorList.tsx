import { useMemo } from 'react';
import { useT } from '../../../i18n/useT';
import { useErrorShipmentColumns } from '../../../ui/lists/columns';
import {
  ERROR_STATUS_CODES,
  periodFilter,
  shipmentQuery,
  shipmentReferenceFilter,
  shipmentStatusFilter,
} from '../../../ui/lists/commonFilters';
import { listOf, listParam, textOf, type FilterDef } from '../../../ui/lists/filters';
import { fetchShipments } from '../../../ui/lists/listsApi';
import { ListScreen } from '../../../ui/lists/ListScreen';
import { ShipmentDetail } from '../details/ShipmentDetail';

/**
 * Documents in error (docs/product.md §2 documents/error): shipments whose status is an error (-900 < code <
 * 0, docs/product.md §4). By default those nobody acknowledged yet (the work left to do); "all" adds the
 * acknowledged ones. The detail beside the list carries the acknowledge action.
 */
export function DocumentsErrorList() {
  const t = useT();
  const columns = useErrorShipmentColumns();
  const filters = useMemo<FilterDef[]>(
    () => [
      periodFilter(t),
      {
        kind: 'select',
        name: 'show',
        label: t('manage.errors.show'),
        required: true,
        defaultValue: 'unacknowledged',
        options: [
          { value: 'unacknowledged', label: t('manage.errors.unacknowledged') },
          { value: 'all', label: t('manage.errors.all') },
        ],
      },
      shipmentStatusFilter(t, ERROR_STATUS_CODES),
      shipmentReferenceFilter(t),
    ],
    [t],
  );
  return (
    <ListScreen
      screenId="manage.documentsError"
      title={t('screen.manage.documentsError')}
      filters={filters}
      load={async (values, maxResults, signal) => {
        const chosen = listOf(values, 'status');
        const query =
          textOf(values, 'show') === 'all'
            ? // Every error code unless some are chosen: the acknowledged errors are listed too.
              { statusValues: listParam(chosen.length > 0 ? chosen : ERROR_STATUS_CODES.map(String)) }
            : { unacknowledged: 'true' as const };
        const answer = await fetchShipments({ ...shipmentQuery(values, maxResults), ...query }, signal);
        return { items: answer.shipments, overflow: answer.overflow };
      }}
      columns={columns}
      rowKey={(shipment) => shipment.id}
      renderDetail={(id) => <ShipmentDetail key={id} shipmentId={id} />}
    />
  );
}

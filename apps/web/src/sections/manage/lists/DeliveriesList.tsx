import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useT } from '../../../i18n/useT';
import { useCommandColumns } from '../../../ui/lists/columns';
import { commandStateFilter, periodFilter, periodQuery } from '../../../ui/lists/commonFilters';
import { textOf } from '../../../ui/lists/filters';
import { fetchCommands } from '../../../ui/lists/listsApi';
import { ListScreen } from '../../../ui/lists/ListScreen';
import { DeliveryDetail } from '../details/DeliveryDetail';

export const deliveryDetailPath = (id: string) =>
  PATHS.manage.deliveryDetail.replace(':deliveryId?', encodeURIComponent(id));

/**
 * Deliveries: the orders (delivery commands) over a period, by state. The selected one is in the address
 * (/manage/deliveries/detail/:deliveryId), so its detail can be linked to and survives a reload.
 */
export function DeliveriesList() {
  const t = useT();
  const navigate = useNavigate();
  const { deliveryId } = useParams();
  const columns = useCommandColumns();
  const filters = useMemo(() => [periodFilter(t), commandStateFilter(t)], [t]);
  return (
    <ListScreen
      screenId="manage.deliveries"
      title={t('screen.manage.deliveries')}
      filters={filters}
      load={async (values, maxResults, signal) => {
        const query = { ...periodQuery(values, maxResults), state: textOf(values, 'state') };
        const answer = await fetchCommands(query, signal);
        return { items: answer.commands, overflow: answer.overflow };
      }}
      columns={columns}
      rowKey={(command) => command.id}
      selectedId={deliveryId ?? null}
      onSelect={(id) => void navigate(id ? deliveryDetailPath(id) : PATHS.manage.deliveries)}
      renderDetail={(id) => <DeliveryDetail key={id} deliveryId={id} />}
    />
  );
}

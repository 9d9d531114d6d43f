import { useMemo } from 'react';
import { Button } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { canOpenScreen } from '../../../app/menu';
import { PATHS } from '../../../app/paths';
import { useSession } from '../../../app/session/sessionStore';
import { useT } from '../../../i18n/useT';
import { useCommandColumns } from '../../../ui/lists/columns';
import { commandStateFilter, periodFilter, periodQuery } from '../../../ui/lists/commonFilters';
import { textOf } from '../../../ui/lists/filters';
import { fetchCommands } from '../../../ui/lists/listsApi';
import { ListScreen } from '../../../ui/lists/ListScreen';
import { DeliveryDetail } from '../details/DeliveryDetail';

const deliveryDetailPath = (id: string) =>
  PATHS.manage.deliveryDetail.replace(':deliveryId?', encodeURIComponent(id));

/**
 * Deliveries: the orders (delivery commands) over a period, by state. The selected one is in the address
 * (/manage/deliveries/detail/:deliveryId), so its detail can be linked to and survives a reload; the filters are
 * too, as on every list (`?state=AWAIT_VALIDATION`, home's "Awaiting validation"), and are kept while rows are
 * opened. A validator
 * goes on from here to Order validation.
 */
export function DeliveriesList() {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { deliveryId } = useParams();
  const user = useSession((s) => s.user);
  const columns = useCommandColumns();
  const filters = useMemo(() => [periodFilter(t), commandStateFilter(t)], [t]);
  const validator = user !== null && canOpenScreen(user, 'deposit', 'validation');
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
      onSelect={(id) => void navigate(`${id ? deliveryDetailPath(id) : PATHS.manage.deliveries}${search}`)}
      renderDetail={(id) => <DeliveryDetail key={id} deliveryId={id} />}
      toolbar={() =>
        validator && (
          <Button component={Link} to={PATHS.deposit.validation} variant="light">
            {t('screen.deposit.validation')}
          </Button>
        )
      }
    />
  );
}

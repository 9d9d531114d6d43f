import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useT } from '../../../i18n/useT';
import { useJobColumns } from '../../../ui/lists/columns';
import { periodFilter, periodQuery } from '../../../ui/lists/commonFilters';
import { fetchJobs } from '../../../ui/lists/listsApi';
import { ListScreen } from '../../../ui/lists/ListScreen';

const orderDetailPath = (jobId: string) =>
  PATHS.manage.orderDetail.replace(':jobId', encodeURIComponent(jobId));

/**
 * Deposits (orders): the user's jobs over a period. A row opens the deposit's own page (docs/product.md §2
 * orders/detail), where its deliveries and actions live. GET /jobs/list filters by period, owner and OU only
 * (no state or name).
 */
export function OrdersList() {
  const t = useT();
  const navigate = useNavigate();
  const columns = useJobColumns();
  const filters = useMemo(() => [periodFilter(t)], [t]);
  return (
    <ListScreen
      screenId="manage.orders"
      title={t('screen.manage.orders')}
      filters={filters}
      load={async (values, maxResults, signal) => {
        const answer = await fetchJobs(periodQuery(values, maxResults), signal);
        return { items: answer.jobs, overflow: answer.overflow };
      }}
      columns={columns}
      rowKey={(job) => job.id}
      selectedId={null}
      onSelect={(id) => {
        if (id) void navigate(orderDetailPath(id));
      }}
    />
  );
}

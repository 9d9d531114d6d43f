import { useMemo } from 'react';
import { useT } from '../../i18n/useT';
import { useJobColumns } from '../../ui/lists/columns';
import { periodFilter, periodQuery, useOuFilter } from '../../ui/lists/commonFilters';
import { fetchJobs } from '../../ui/lists/listsApi';
import { ListScreen } from '../../ui/lists/ListScreen';
import { JobDetail } from '../manage/details/JobDetail';

/** Deposits monitoring: the deposits of the user's units over a period (GET /jobs/list: period and unit only). */
export function JobsMonitor() {
  const t = useT();
  const columns = useJobColumns();
  const ouFilter = useOuFilter();
  const filters = useMemo(() => [periodFilter(t), ouFilter], [t, ouFilter]);
  return (
    <ListScreen
      screenId="monitoring.jobs"
      title={t('screen.monitoring.jobs')}
      filters={filters}
      load={async (values, maxResults, signal) => {
        const answer = await fetchJobs(periodQuery(values, maxResults), signal);
        return { items: answer.jobs, overflow: answer.overflow };
      }}
      columns={columns}
      rowKey={(job) => job.id}
      renderDetail={(id) => <JobDetail key={id} jobId={id} />}
    />
  );
}

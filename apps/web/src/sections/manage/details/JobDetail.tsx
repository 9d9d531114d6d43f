import { useState } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/useT';
import { detailKeys, fetchJob, fetchJobRevisions } from './detailsApi';
import { HistoryTable } from './HistoryTable';
import { JobFilesTab } from './JobFilesTab';
import { JobHeader } from './JobHeader';
import { JobOrdersTab } from './JobOrdersTab';
import { JobPackGroupsTab } from './JobPackGroupsTab';
import { QueryState } from './QueryState';
import { jobStatus } from '../../../ui/status/statuses';

type JobTab = 'packGroups' | 'files' | 'history' | 'deliveries';

/** A deposit (docs/product.md §2 Manage "orders/detail"): its header, letters, files, history and orders. */
export function JobDetail({ jobId }: { jobId: string }) {
  const t = useT();
  const [tab, setTab] = useState<JobTab>('packGroups');
  const job = useQuery({ queryKey: detailKeys.job(jobId), queryFn: () => fetchJob(jobId) });
  const revisions = useQuery({
    queryKey: detailKeys.jobRevisions(jobId),
    queryFn: () => fetchJobRevisions(jobId),
  });

  return (
    <QueryState query={job}>
      {(data) => (
        <Stack gap="md">
          <JobHeader job={data} revisions={revisions.data ?? []} />
          <Tabs value={tab} onChange={(value) => value && setTab(value as JobTab)} keepMounted={false}>
            <Tabs.List aria-label={t('details.tabs')} style={{ flexWrap: 'wrap' }}>
              <Tabs.Tab value="packGroups">{t('details.tab.packGroups')}</Tabs.Tab>
              <Tabs.Tab value="files">{t('details.tab.files')}</Tabs.Tab>
              <Tabs.Tab value="history">{t('details.tab.history')}</Tabs.Tab>
              <Tabs.Tab value="deliveries">{t('details.tab.deliveries')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="packGroups" pt="sm">
              <JobPackGroupsTab job={data} />
            </Tabs.Panel>
            <Tabs.Panel value="files" pt="sm">
              <JobFilesTab job={data} />
            </Tabs.Panel>
            <Tabs.Panel value="history" pt="sm">
              <QueryState query={revisions}>
                {(entries) => <HistoryTable revisions={entries} stateView={jobStatus} />}
              </QueryState>
            </Tabs.Panel>
            <Tabs.Panel value="deliveries" pt="sm">
              <JobOrdersTab jobId={jobId} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </QueryState>
  );
}

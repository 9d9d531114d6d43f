import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link } from 'react-router';
import { COUNTER_JOB_STATES, type Job } from '@postbridge/domain';
import { PATHS } from '../../app/paths';
import type { CountersRange } from '../../app/tabs/counters';
import { useT } from '../../i18n/useT';
import { useFormatDateTime } from '../../ui/format';
import { fetchJobList, HOME_LIST_SIZE, homeQueryKey, PENDING_SCAN_SIZE } from './homeApi';
import { HomeList, HomeListItem } from './HomeList';
import { HomePanel } from './HomePanel';
import { StatusBadge } from '../../ui/status/StatusBadge';

const TO_ORDER: readonly string[] = COUNTER_JOB_STATES.ordersRemaining;
const IN_PROCESSING: readonly string[] = COUNTER_JOB_STATES.ordersInProcessing;

/**
 * Deposits still waiting: being processed, or processed and waiting for their order (docs/product.md §4
 * counters' states).
 */
function pendingDeposits(jobs: readonly Job[]): Job[] {
  return jobs.filter((job) => TO_ORDER.includes(job.state) || IN_PROCESSING.includes(job.state));
}

interface Links {
  /** The user may order (Send section): a deposit waiting for its order opens the delivery screen. */
  order: boolean;
  /** The user may open Manage: other deposits open their detail there. */
  manage: boolean;
}

function targetOf(job: Job, links: Links): string | null {
  if (TO_ORDER.includes(job.state) && links.order)
    return generatePath(PATHS.deposit.delivery, { jobId: job.id });
  if (links.manage) return generatePath(PATHS.manage.orderDetail, { jobId: job.id });
  return null;
}

export function PendingDeposits({ range, links }: { range: CountersRange; links: Links }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const query = useQuery({
    queryKey: homeQueryKey('jobs', range),
    // The jobs list has no state filter: take the newest deposits and keep the pending ones.
    queryFn: () => fetchJobList(range, PENDING_SCAN_SIZE),
  });
  const pending = pendingDeposits(query.data?.jobs ?? []);
  return (
    <HomePanel
      id="home-pending-deposits"
      title={t('home.pendingDeposits')}
      state={query}
      empty={pending.length === 0}
      emptyText={t('home.pendingDeposits.empty')}
      offerDeposit
      footer={
        links.manage && pending.length > HOME_LIST_SIZE ? (
          <Anchor component={Link} to={PATHS.manage.orders} size="sm">
            {t('home.pendingDeposits.all', { count: pending.length })}
          </Anchor>
        ) : null
      }
    >
      <HomeList>
        {pending.slice(0, HOME_LIST_SIZE).map((job) => {
          const toOrder = TO_ORDER.includes(job.state);
          return (
            <HomeListItem
              key={job.id}
              title={job.name}
              to={targetOf(job, links)}
              line={t('home.pendingDeposits.line', {
                count: job.packGroupCount,
                date: formatDateTime(job.creationDate),
              })}
              badge={
                <StatusBadge
                  kind={toOrder ? 'warn' : 'processing'}
                  label={t(toOrder ? 'home.pendingDeposits.toOrder' : 'home.pendingDeposits.processing')}
                />
              }
            />
          );
        })}
      </HomeList>
    </HomePanel>
  );
}

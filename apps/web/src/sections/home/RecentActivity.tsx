import { useQuery } from '@tanstack/react-query';
import { generatePath } from 'react-router';
import type { DeliveryCommand } from '@postbridge/domain';
import { fetchCommandList } from '../../app/notifications/commandsApi';
import { PATHS } from '../../app/paths';
import type { CountersRange } from '../../app/tabs/counters';
import { useT } from '../../i18n/useT';
import { useFormatDateTime } from '../../ui/format';
import { HOME_LIST_SIZE, homeQueryKey } from './homeApi';
import { HomeList, HomeListItem } from './HomeList';
import { HomePanel } from './HomePanel';
import { StatusBadge } from '../../ui/status/StatusBadge';
import { commandStatus } from '../../ui/status/statuses';

/** Orders read to find the latest changes: the list comes newest created first, not newest changed. */
const ACTIVITY_SCAN_SIZE = 50;

/** The orders that changed last (created, validated, rejected, sent…), newest change first. */
function latestChanges(commands: readonly DeliveryCommand[], size: number): DeliveryCommand[] {
  return [...commands].sort((a, b) => b.updateDate.localeCompare(a.updateDate)).slice(0, size);
}

export function RecentActivity({ range, linked }: { range: CountersRange; linked: boolean }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const query = useQuery({
    queryKey: homeQueryKey('activity', range),
    queryFn: () => fetchCommandList({ ...range, maxResults: ACTIVITY_SCAN_SIZE }),
  });
  const changes = latestChanges(query.data?.commands ?? [], HOME_LIST_SIZE);
  return (
    <HomePanel
      id="home-recent-activity"
      title={t('home.activity')}
      state={query}
      empty={changes.length === 0}
      emptyText={t('home.activity.empty')}
    >
      <HomeList>
        {changes.map((command) => (
          <HomeListItem
            key={command.id}
            title={command.jobName}
            to={linked ? generatePath(PATHS.manage.orderDetail, { jobId: command.jobId }) : null}
            line={
              command.ownerLogin
                ? t('home.activity.line', {
                    date: formatDateTime(command.updateDate),
                    owner: command.ownerLogin,
                  })
                : t('home.activity.lineNoOwner', { date: formatDateTime(command.updateDate) })
            }
            badge={<StatusBadge status={commandStatus(command.state)} />}
          />
        ))}
      </HomeList>
    </HomePanel>
  );
}

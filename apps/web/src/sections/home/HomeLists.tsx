import { SimpleGrid } from '@mantine/core';
import type { DataDisplayMode, SessionUser } from '@postbridge/domain';
import { canOpenSection } from '../../app/menu';
import type { CountersRange } from '../../app/tabs/counters';
import { LatestDeliveries } from './LatestDeliveries';
import { PendingDeposits } from './PendingDeposits';
import { QuickLinks } from './QuickLinks';
import { RecentActivity } from './RecentActivity';

/** The lower part of home: latest deliveries, pending deposits, recent activity, quick links. */
export function HomeLists({
  user,
  range,
  mode,
}: {
  user: SessionUser;
  range: CountersRange;
  mode: DataDisplayMode;
}) {
  const manage = canOpenSection(user, 'manage');
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <LatestDeliveries range={range} linked={manage} />
        <PendingDeposits range={range} links={{ order: canOpenSection(user, 'deposit'), manage }} />
        <RecentActivity range={range} linked={manage} />
      </SimpleGrid>
      <QuickLinks user={user} mode={mode} />
    </>
  );
}

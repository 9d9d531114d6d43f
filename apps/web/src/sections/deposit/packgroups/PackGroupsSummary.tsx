import { Badge, Group, Text } from '@mantine/core';
import type { PackGroup } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { PreflightSummary } from './PreflightSummary';
import { CHECK_STATUS_COLOR, CHECK_STATUSES, packGroupCounts, type CheckStatus } from './requirements';

/**
 * The counts above the list: pack groups, pages, documents, rejected ones, and the groups per check status as
 * the table shows it (`statusOf`: an address corrected by hand counts as corrected); then the print pre-flight's.
 */
export function PackGroupsSummary({
  groups,
  statusOf,
}: {
  groups: PackGroup[];
  statusOf: (group: PackGroup) => CheckStatus | null;
}) {
  const t = useT();
  const counts = packGroupCounts(groups, statusOf);
  const countKey = {
    GOOD: 'deposit.packGroups.countGood',
    MODIFIED: 'deposit.packGroups.countModified',
    FORCED: 'deposit.packGroups.countForced',
    BAD: 'deposit.packGroups.countBad',
  } as const;
  return (
    <>
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('deposit.packGroups.summaryLabel')}>
        <Text fw={600}>{t('deposit.packGroups.total', { n: counts.groups })}</Text>
        <Text>{t('deposit.packGroups.countPages', { n: counts.pages })}</Text>
        <Text>{t('deposit.packGroups.countDocuments', { n: counts.documents })}</Text>
        {CHECK_STATUSES.map((status) => (
          <Badge key={status} color={CHECK_STATUS_COLOR[status]} variant="light">
            {t(countKey[status], { n: counts.byStatus[status] })}
          </Badge>
        ))}
        {counts.rejected > 0 && (
          <Badge color="gray" variant="light">
            {t('deposit.packGroups.countRejected', { n: counts.rejected })}
          </Badge>
        )}
      </Group>
      <PreflightSummary groups={groups} />
    </>
  );
}

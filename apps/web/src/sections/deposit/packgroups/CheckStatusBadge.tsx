import { Badge, Text } from '@mantine/core';
import { useT } from '../../../i18n/useT';
import { CHECK_STATUS_COLOR, type CheckStatus } from './requirements';

/** The check status of a value or a pack group (GOOD, MODIFIED, FORCED, BAD); null: nothing was checked. */
export function CheckStatusBadge({ status }: { status: CheckStatus | null }) {
  const t = useT();
  if (status === null) return <Text size="sm">{t('send.packGroups.nothingChecked')}</Text>;
  return (
    <Badge color={CHECK_STATUS_COLOR[status]} variant="light">
      {t(`deposit.status.${status}`)}
    </Badge>
  );
}

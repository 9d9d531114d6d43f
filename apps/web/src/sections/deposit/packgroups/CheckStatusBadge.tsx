import { Badge, Text } from '@mantine/core';
import { useT } from '../../../i18n/useT';
import { CHECK_STATUS_COLOR, type CheckStatus } from './requirements';

interface CheckStatusBadgeProps {
  /** GOOD, MODIFIED, FORCED or BAD; null: nothing was checked. */
  status: CheckStatus | null;
  /** A letter whose address a person corrected: "Corrected by hand" rather than the check's "Corrected". */
  byHand?: boolean;
}

/** The check status of a value or a pack group (GOOD, MODIFIED, FORCED, BAD). */
export function CheckStatusBadge({ status, byHand = false }: CheckStatusBadgeProps) {
  const t = useT();
  if (status === null) return <Text size="sm">{t('deposit.packGroups.nothingChecked')}</Text>;
  return (
    <Badge
      color={CHECK_STATUS_COLOR[status]}
      variant="light"
      // Never cut: a table column grows to the whole status rather than showing "Correcte…".
      styles={{ root: { flexShrink: 0, minWidth: 'max-content' }, label: { overflow: 'visible' } }}
    >
      {byHand && status === 'MODIFIED'
        ? t('deposit.packGroups.status.byHand')
        : t(`deposit.status.${status}`)}
    </Badge>
  );
}

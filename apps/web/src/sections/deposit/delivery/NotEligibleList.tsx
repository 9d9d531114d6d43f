import { Alert, List } from '@mantine/core';
import type { OrderPlan, PackGroup } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { useIssueText } from './issueText';

interface NotEligibleListProps {
  notEligible: OrderPlan['notEligible'];
  groups: ReadonlyMap<string, Pick<PackGroup, 'identifier' | 'position'>>;
}

/** The letters of the plan that no channel can carry, each with its reasons: they are ordered but not sent. */
export function NotEligibleList({ notEligible, groups }: NotEligibleListProps) {
  const t = useT();
  const issueText = useIssueText();
  if (!notEligible.length) return null;
  return (
    <Alert color="yellow" title={t('deposit.delivery.notEligible.title')}>
      <List size="sm">
        {notEligible.map((item) => {
          const group = groups.get(item.packGroupId);
          return (
            <List.Item key={item.packGroupId}>
              {t('deposit.delivery.notEligible.item', {
                recipient: group?.identifier ?? String((group?.position ?? 0) + 1),
                reasons: item.reasons.map(issueText).join(' '),
              })}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}

import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DeliveryCommand } from '@postbridge/domain';
import { PATHS } from '../../../app/paths';
import { useT } from '../../../i18n/useT';

/**
 * After a deposit finishes (docs/product.md §2: "the user goes to deposit home, then to the orders list and
 * the job detail"). Decision: the delivery screen does not move on by itself; it says what became of the
 * order and offers the three places in that order, deposit home first, so the user chooses when to leave.
 */
export function OrderedPanel({ command }: { command: DeliveryCommand }) {
  const t = useT();
  const state = command.state;
  return (
    <Stack gap="sm">
      <Alert color="green" role="status">
        {state === 'AWAIT_VALIDATION' || state === 'VALIDATED'
          ? t(`deposit.delivery.ordered.${state}`)
          : t('deposit.delivery.ordered.other', { state })}
      </Alert>
      <Text>{t('deposit.delivery.nextSteps')}</Text>
      <Group gap="lg" wrap="wrap">
        <Anchor component={Link} to={PATHS.deposit.home}>
          {t('deposit.delivery.toDepositHome')}
        </Anchor>
        <Anchor component={Link} to={PATHS.manage.orders}>
          {t('deposit.delivery.toOrders')}
        </Anchor>
        <Anchor
          component={Link}
          to={PATHS.manage.orderDetail.replace(':jobId', encodeURIComponent(command.jobId))}
        >
          {t('deposit.delivery.toOrderDetail', { name: command.jobName })}
        </Anchor>
      </Group>
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Anchor, Group, Stack, Title, useMantineTheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { generatePath, Link } from 'react-router';
import type { DeliveryCommand } from '@postbridge/domain';
import { PATHS, validationPath } from '../../../app/paths';
import { refreshAfterOrderChange } from '../../../app/queries';
import { useT } from '../../../i18n/useT';
import { ConfirmAction } from './ConfirmAction';
import { commandAction, detailKeys } from './detailsApi';
import { StatusBadge } from '../../../ui/status/StatusBadge';
import { commandStatus } from '../../../ui/status/statuses';

/**
 * Title, state and the actions the server offers (`actions`): cancel is disabled for orders already cancelled or
 * sent (docs/product.md §4), and free applies to rejected or expired ones; the server decides, the screen
 * follows.
 */
export function DeliveryHeader({ command }: { command: DeliveryCommand }) {
  const t = useT();
  // Freeing is no danger: the theme's primary colour (readable at its chosen shade), not red and not a fixed blue.
  const { primaryColor } = useMantineTheme();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<'cancel' | 'free' | null>(null);

  const applied = (action: 'cancel' | 'free') => (updated: DeliveryCommand) => {
    queryClient.setQueryData(detailKeys.command(updated.id), updated);
    // Its history, documents, the list beside it and the home counters change with it.
    void refreshAfterOrderChange(queryClient);
    setDone(action);
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          {t('details.delivery.heading', { name: command.jobName })}
        </Title>
        <StatusBadge status={commandStatus(command.state)} />
      </Group>
      <Group gap="sm" wrap="wrap">
        <Anchor component={Link} to={generatePath(PATHS.manage.orderDetail, { jobId: command.jobId })}>
          {t('details.delivery.openDeposit', { name: command.jobName })}
        </Anchor>
        {command.actions.includes('validate') && (
          <Anchor component={Link} to={validationPath(command.id)}>
            {t('deposit.validation.openOrder', { name: command.jobName })}
          </Anchor>
        )}
      </Group>
      {(command.actions.includes('free') || command.actions.includes('cancel')) && (
        <Group gap="sm" wrap="wrap">
          {command.actions.includes('free') && (
            <ConfirmAction
              label={t('details.free.button')}
              title={t('details.free.title')}
              text={t('details.free.text')}
              confirmLabel={t('details.free.confirm')}
              cancelLabel={t('details.cancel.keep')}
              color={primaryColor}
              action={() => commandAction(command.id, 'free', command.version)}
              onDone={applied('free')}
            />
          )}
          {command.actions.includes('cancel') && (
            <ConfirmAction
              label={t('details.cancel.button')}
              title={t('details.cancel.title')}
              text={t('details.cancel.text')}
              confirmLabel={t('details.cancel.confirm')}
              cancelLabel={t('details.cancel.keep')}
              action={() => commandAction(command.id, 'cancel', command.version)}
              onDone={applied('cancel')}
            />
          )}
        </Group>
      )}
      {done && (
        <Alert color="green" role="status">
          {t(done === 'cancel' ? 'details.cancel.done' : 'details.free.done')}
        </Alert>
      )}
    </Stack>
  );
}

import IconCheck from '@tabler/icons-react/icons/IconCheck';
import IconChecks from '@tabler/icons-react/icons/IconChecks';
import IconX from '@tabler/icons-react/icons/IconX';
import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { DeliveryCommand } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { ActionResults } from './ActionResults';
import { CommandDetail } from './CommandDetail';
import { actionable, PendingOrdersTable } from './PendingOrdersTable';
import { RejectDialog } from './RejectDialog';
import { useOrderActions, type OrderActionInput } from './useOrderActions';
import { fetchPendingCommands, pendingCommandsKey } from './validationApi';
import { ACTION_ICON_PROPS } from '../../../ui/actionIcons';
import { EmptyState } from '../../../ui/empty/EmptyState';

/**
 * Validation screen (docs/product.md §2): the orders waiting for validation, each shown with every letter as
 * it will be printed; validated, or rejected with a reason, one at a time or a selection at once.
 * `?commandId=` opens one order (a link from its detail in Manage).
 */
export function ValidationPage() {
  const t = useT();
  const errorText = useErrorText();
  const [search] = useSearchParams();
  const [shownId, setShownId] = useState<string | null>(() => search.get('commandId'));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<DeliveryCommand[] | null>(null);
  const list = useQuery({ queryKey: pendingCommandsKey, queryFn: fetchPendingCommands });
  const act = useOrderActions();

  const commands = list.data?.commands ?? [];
  const shown = commands.find((command) => command.id === shownId);
  const chosen = commands.filter((command) => selected.has(command.id) && actionable(command));
  const run = (input: OrderActionInput) =>
    act.mutate(input, {
      onSuccess: (outcomes) => {
        const done = new Set(outcomes.filter((o) => o.error === null).map((o) => o.command.id));
        setSelected((previous) => new Set([...previous].filter((id) => !done.has(id))));
        setShownId((id) => (id !== null && done.has(id) ? null : id));
      },
    });
  const select = (ids: string[], on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });

  return (
    <Stack gap="md">
      <Title order={1}>{t('screen.deposit.validation')}</Title>
      {act.isError && (
        <Alert color="red" role="alert">
          {errorText(act.error)}
        </Alert>
      )}
      {act.isSuccess && <ActionResults action={act.variables.action} outcomes={act.data} />}
      {list.isError && (
        <Alert color="red" role="alert">
          {errorText(list.error)}
        </Alert>
      )}
      {list.isPending && (
        <Center py="xl" role="status" aria-label={t('common.loading')}>
          <Loader aria-hidden="true" />
        </Center>
      )}
      {list.isSuccess && commands.length === 0 && (
        <EmptyState icon={IconChecks} text={t('deposit.validation.empty')} />
      )}
      {list.data?.overflow && (
        <Alert color="yellow" role="status">
          {t('deposit.validation.overflow')}
        </Alert>
      )}
      {commands.length > 0 && (
        <>
          <Group gap="sm" wrap="wrap">
            <Text size="sm">{t('deposit.validation.selected', { count: chosen.length })}</Text>
            <Button
              size="xs"
              color="green"
              disabled={chosen.length === 0 || act.isPending}
              loading={act.isPending && act.variables.commands.length > 1}
              onClick={() => run({ commands: chosen, action: 'validate' })}
              leftSection={<IconCheck {...ACTION_ICON_PROPS} />}
            >
              {t('deposit.validation.validateSelected')}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={chosen.length === 0 || act.isPending}
              onClick={() => setRejecting(chosen)}
              leftSection={<IconX {...ACTION_ICON_PROPS} />}
            >
              {t('deposit.validation.rejectSelected')}
            </Button>
          </Group>
          <PendingOrdersTable
            commands={commands}
            selected={selected}
            onSelect={select}
            shownId={shownId}
            onShow={(command) => setShownId(command.id)}
            onValidate={(command) => run({ commands: [command], action: 'validate' })}
            onReject={(command) => setRejecting([command])}
            busy={act.isPending}
          />
        </>
      )}
      {shown && (
        <CommandDetail
          key={shown.id}
          command={shown}
          busy={act.isPending}
          onValidate={() => run({ commands: [shown], action: 'validate' })}
          onReject={() => setRejecting([shown])}
          onClose={() => setShownId(null)}
        />
      )}
      <RejectDialog
        commands={rejecting}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => rejecting && run({ commands: rejecting, action: 'reject', reason })}
      />
    </Stack>
  );
}

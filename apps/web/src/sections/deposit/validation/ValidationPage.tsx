import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryCommand } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { CommandDetail } from './CommandDetail';
import { actOnCommand, fetchPendingCommands, pendingCommandsKey } from './validationApi';

interface Action {
  command: DeliveryCommand;
  action: 'validate' | 'reject';
  reason?: string;
}

const recipients = (command: DeliveryCommand) => command.deliveries.reduce((sum, d) => sum + d.recipients, 0);
const channels = (command: DeliveryCommand) =>
  [...new Set(command.deliveries.map((d) => d.serviceChannelLabel))].join(', ');

/** Validation screen (spec §2): the orders waiting for validation, validated or rejected with a reason. */
export function ValidationPage() {
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<DeliveryCommand | null>(null);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [shownId, setShownId] = useState<string | null>(null);
  const list = useQuery({ queryKey: pendingCommandsKey, queryFn: fetchPendingCommands });
  const act = useMutation({
    mutationFn: ({ command, action, reason: text }: Action) => actOnCommand(command, action, text),
    onSuccess: (_, { command }) => setShownId((id) => (id === command.id ? null : id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingCommandsKey }),
  });

  const closeReject = () => {
    setRejecting(null);
    setReason('');
    setReasonMissing(false);
  };
  const confirmReject = () => {
    if (!rejecting) return;
    const text = reason.trim();
    if (!text) {
      setReasonMissing(true);
      return;
    }
    act.mutate({ command: rejecting, action: 'reject', reason: text });
    closeReject();
  };

  const commands = list.data?.commands ?? [];
  const shown = commands.find((command) => command.id === shownId);
  return (
    <Stack gap="md">
      <Title order={1}>{t('screen.deposit.validation')}</Title>
      {act.isError && (
        <Alert color="red" role="alert">
          {errorText(act.error)}
        </Alert>
      )}
      {act.isSuccess && (
        <Alert color="green" role="status">
          {t(act.variables.action === 'validate' ? 'validation.validated' : 'validation.rejected', {
            name: act.variables.command.jobName,
          })}
        </Alert>
      )}
      {list.isError && (
        <Alert color="red" role="alert">
          {errorText(list.error)}
        </Alert>
      )}
      {list.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {list.isSuccess && commands.length === 0 && <Text>{t('validation.empty')}</Text>}
      {list.data?.overflow && (
        <Alert color="yellow" role="status">
          {t('send.validation.overflow')}
        </Alert>
      )}
      {commands.length > 0 && (
        <Table.ScrollContainer minWidth={800}>
          <Table striped highlightOnHover aria-label={t('screen.deposit.validation')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('validation.column.job')}</Table.Th>
                <Table.Th>{t('validation.column.owner')}</Table.Th>
                <Table.Th>{t('validation.column.recipients')}</Table.Th>
                <Table.Th>{t('validation.column.channels')}</Table.Th>
                <Table.Th>{t('validation.column.postDate')}</Table.Th>
                <Table.Th>{t('validation.column.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {commands.map((command) => (
                <Table.Tr key={command.id}>
                  <Table.Td>{command.jobName}</Table.Td>
                  <Table.Td>{command.ownerLogin ?? ''}</Table.Td>
                  <Table.Td>{recipients(command)}</Table.Td>
                  <Table.Td>{channels(command)}</Table.Td>
                  <Table.Td>{command.postDate ?? command.expectedPostDate ?? ''}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setShownId(command.id)}
                        aria-label={t('send.validation.showJob', { name: command.jobName })}
                        aria-pressed={shownId === command.id}
                      >
                        {t('send.validation.details')}
                      </Button>
                      <Button
                        size="xs"
                        color="green"
                        loading={act.isPending && act.variables.command.id === command.id}
                        disabled={act.isPending || !command.actions.includes('validate')}
                        onClick={() => act.mutate({ command, action: 'validate' })}
                        aria-label={t('validation.validateJob', { name: command.jobName })}
                      >
                        {t('validation.validate')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        disabled={act.isPending || !command.actions.includes('reject')}
                        onClick={() => setRejecting(command)}
                        aria-label={t('validation.rejectJob', { name: command.jobName })}
                      >
                        {t('validation.reject')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {shown && (
        <CommandDetail
          key={shown.id}
          command={shown}
          busy={act.isPending}
          onValidate={() => act.mutate({ command: shown, action: 'validate' })}
          onReject={() => setRejecting(shown)}
          onClose={() => setShownId(null)}
        />
      )}
      <Modal
        opened={rejecting !== null}
        onClose={closeReject}
        title={rejecting ? t('validation.rejectJob', { name: rejecting.jobName }) : ''}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirmReject();
          }}
          noValidate
        >
          <Stack gap="sm">
            <Textarea
              label={t('validation.reason')}
              required
              autosize
              minRows={3}
              maxLength={2000}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={reasonMissing ? t('validation.reasonRequired') : undefined}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={closeReject}>
                {t('validation.cancel')}
              </Button>
              <Button type="submit" color="red">
                {t('validation.confirmReject')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}

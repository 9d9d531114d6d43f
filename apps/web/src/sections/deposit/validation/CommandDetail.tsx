import { useEffect, useRef } from 'react';
import { Button, Group, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DeliveryCommand } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { deliveryKeys, fetchOptions, fetchOptionTypes } from '../delivery/deliveryApi';
import { CommandPackGroups } from './CommandPackGroups';

interface CommandDetailProps {
  command: DeliveryCommand;
  busy: boolean;
  onValidate: () => void;
  onReject: () => void;
  onClose: () => void;
}

function Fact({ label, value }: { label: string; value: string | number | null }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value === null || value === '' ? '—' : value}
      </Text>
    </Stack>
  );
}

/** One pending order as a validator checks it (spec §2 Validation): its deliveries and options, its letters. */
export function CommandDetail({ command, busy, onValidate, onReject, onClose }: CommandDetailProps) {
  const t = useT();
  const optionTypes = useQuery({ queryKey: deliveryKeys.optionTypes, queryFn: fetchOptionTypes });
  const options = useQuery({ queryKey: deliveryKeys.options, queryFn: fetchOptions });
  const typeName = (id: string) => optionTypes.data?.find((type) => type.id === id)?.name ?? id;
  const optionName = (id: string) => options.data?.find((option) => option.id === id)?.value ?? id;
  const title = t('send.validation.detailTitle', { name: command.jobName });
  const heading = useRef<HTMLHeadingElement>(null);
  // The detail opens below the list: bring it into view and move the focus there.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'nearest' });
    heading.current?.focus();
  }, []);

  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} ref={heading} tabIndex={-1}>
          {title}
        </Title>
        <Button variant="default" size="xs" onClick={onClose}>
          {t('send.packGroups.closeDetail')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Fact label={t('validation.column.owner')} value={command.ownerLogin} />
        <Fact label={t('send.validation.orderedBy')} value={command.createdBy} />
        <Fact
          label={t('send.validation.created')}
          value={command.creationDate.slice(0, 16).replace('T', ' ')}
        />
        <Fact
          label={t('send.validation.expires')}
          value={command.expiresAt?.slice(0, 16).replace('T', ' ') ?? null}
        />
        <Fact label={t('delivery.postDate.label')} value={command.expectedPostDate} />
        <Fact label={t('validation.column.postDate')} value={command.postDate} />
        <Fact label={t('send.validation.letterCount')} value={command.packGroupCount} />
        <Fact label={t('send.delivery.comment')} value={command.comment} />
      </SimpleGrid>
      <Title order={3}>{t('send.validation.deliveries')}</Title>
      <ScrollArea>
        <Table striped verticalSpacing="xs" miw={560} aria-label={t('send.validation.deliveries')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('validation.column.channels')}</Table.Th>
              <Table.Th>{t('validation.column.recipients')}</Table.Th>
              <Table.Th>{t('send.validation.options')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {command.deliveries.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>{delivery.serviceChannelLabel}</Table.Td>
                <Table.Td>{delivery.recipients}</Table.Td>
                <Table.Td>
                  {delivery.options.length === 0
                    ? t('send.validation.noOptions')
                    : delivery.options
                        .map((option) => `${typeName(option.optionTypeId)}: ${optionName(option.optionId)}`)
                        .join(' · ')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Title order={3}>{t('send.validation.letters')}</Title>
      <CommandPackGroups jobId={command.jobId} />
      <Group wrap="wrap">
        {command.actions.includes('validate') && (
          <Button color="green" disabled={busy} onClick={onValidate}>
            {t('validation.validateJob', { name: command.jobName })}
          </Button>
        )}
        {command.actions.includes('reject') && (
          <Button color="red" variant="light" disabled={busy} onClick={onReject}>
            {t('validation.rejectJob', { name: command.jobName })}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

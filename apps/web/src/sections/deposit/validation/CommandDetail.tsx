import IconCheck from '@tabler/icons-react/icons/IconCheck';
import IconX from '@tabler/icons-react/icons/IconX';
import { useEffect, useRef } from 'react';
import { Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { DeliveryCommand } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { useFormatDate } from '../../../ui/format';
import { useOptionNames } from '../../manage/details/useOptionNames';
import { CommandCost } from './CommandCost';
import { CommandLetters } from './CommandLetters';
import { ChannelName } from '../../../ui/channels/ChannelName';
import { ACTION_ICON_PROPS } from '../../../ui/actionIcons';
import { ScrollRegion } from '../../../ui/ScrollRegion';

interface CommandDetailProps {
  command: DeliveryCommand;
  busy: boolean;
  onValidate: () => void;
  onReject: () => void;
  onClose: () => void;
}

/** A label and its value, isolated; `dir` "ltr" keeps a date and its time in order on a right-to-left screen. */
function Fact({
  label,
  value,
  dir = 'auto',
}: {
  label: string;
  value: string | number | null;
  dir?: 'ltr' | 'auto';
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <bdi dir={dir}>{value === null || value === '' ? '—' : value}</bdi>
      </Text>
    </Stack>
  );
}

/**
 * One pending order as a validator checks it (docs/product.md §2 Validation): its deliveries and options,
 * every letter.
 */
export function CommandDetail({ command, busy, onValidate, onReject, onClose }: CommandDetailProps) {
  const t = useT();
  const optionName = useOptionNames();
  // Dates in the validator's language (ui/format.ts), not the API's ISO form.
  const formatDate = useFormatDate();
  const title = t('deposit.validation.detailTitle', { name: command.jobName });
  const heading = useRef<HTMLHeadingElement>(null);
  // The detail opens below the list: bring it into view and move the focus there.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'nearest' });
    heading.current?.focus();
  }, []);

  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} ref={heading} tabIndex={-1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Button variant="default" size="xs" onClick={onClose}>
          {t('deposit.packGroups.closeDetail')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Fact label={t('deposit.validation.column.owner')} value={command.ownerLogin} />
        <Fact label={t('deposit.validation.orderedBy')} value={command.createdBy} />
        <Fact label={t('deposit.validation.created')} value={formatDate(command.creationDate)} />
        <Fact label={t('deposit.validation.expires')} value={formatDate(command.expiresAt)} />
        <Fact label={t('deposit.delivery.postDate.label')} value={formatDate(command.expectedPostDate)} />
        <Fact label={t('deposit.validation.column.postDate')} value={formatDate(command.postDate)} />
        <Fact label={t('deposit.validation.letterCount')} value={command.packGroupCount} />
        <Fact label={t('deposit.delivery.comment')} value={command.comment} />
      </SimpleGrid>
      <Title order={3}>{t('deposit.validation.deliveries')}</Title>
      <ScrollRegion>
        <Table striped verticalSpacing="xs" miw={560} aria-label={t('deposit.validation.deliveries')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('deposit.validation.column.channels')}</Table.Th>
              <Table.Th>{t('deposit.validation.column.recipients')}</Table.Th>
              <Table.Th>{t('deposit.validation.options')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {command.deliveries.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>
                  <ChannelName
                    channels={[{ channelId: delivery.channelId, label: delivery.serviceChannelLabel }]}
                  />
                </Table.Td>
                <Table.Td>{delivery.recipients}</Table.Td>
                <Table.Td>
                  {delivery.options.length === 0
                    ? t('deposit.validation.noOptions')
                    : delivery.options
                        .map((option) => optionName(option))
                        .map((name) => `${name.type}: ${name.value}`)
                        .join(' · ')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <CommandCost commandId={command.id} />
      <Title order={3}>{t('deposit.validation.letters')}</Title>
      <CommandLetters command={command} />
      <Group wrap="wrap">
        {command.actions.includes('validate') && (
          <Button
            color="green"
            disabled={busy}
            onClick={onValidate}
            leftSection={<IconCheck {...ACTION_ICON_PROPS} />}
          >
            {t('deposit.validation.validateJob', { name: command.jobName })}
          </Button>
        )}
        {command.actions.includes('reject') && (
          <Button
            color="red"
            variant="light"
            disabled={busy}
            onClick={onReject}
            leftSection={<IconX {...ACTION_ICON_PROPS} />}
          >
            {t('deposit.validation.rejectJob', { name: command.jobName })}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

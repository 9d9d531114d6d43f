import { Stack, Table, Text, Title } from '@mantine/core';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import type { DeliveryCommand } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { FieldGrid } from './FieldGrid';
import { useFormatDate } from '../../../ui/format';
import { OptionList } from './OptionList';
import { StatusBadge } from '../../../ui/status/StatusBadge';
import { commandStatus } from '../../../ui/status/statuses';
import { ChannelName } from '../../../ui/channels/ChannelName';

/** The order's fields, then its deliveries: one per channel, with state, recipients, options and post date. */
export function DeliveryDetailsTab({ command }: { command: DeliveryCommand }) {
  const t = useT();
  const formatDate = useFormatDate();
  return (
    <Stack gap="md">
      <FieldGrid
        fields={[
          { label: t('details.field.state'), value: <StatusBadge status={commandStatus(command.state)} /> },
          { label: t('details.field.owner'), value: command.ownerLogin ?? command.ownerId },
          { label: t('details.field.orderedBy'), value: command.createdBy },
          { label: t('details.field.createdOn'), value: formatDate(command.creationDate) },
          { label: t('details.field.letters'), value: command.packGroupCount },
          { label: t('details.field.expectedPostDate'), value: formatDate(command.expectedPostDate) },
          { label: t('details.field.postDate'), value: formatDate(command.postDate) },
          ...(command.state === 'AWAIT_VALIDATION'
            ? [{ label: t('details.field.expiresOn'), value: formatDate(command.expiresAt) }]
            : []),
          ...(command.validationDate
            ? [{ label: t('details.field.validatedOn'), value: formatDate(command.validationDate) }]
            : []),
          ...(command.rejectionDate
            ? [{ label: t('details.field.rejectedOn'), value: formatDate(command.rejectionDate) }]
            : []),
          ...(command.validatedBy
            ? [{ label: t('details.field.validatedBy'), value: command.validatedBy }]
            : []),
          ...(command.reason ? [{ label: t('details.field.reason'), value: command.reason }] : []),
          ...(command.comment ? [{ label: t('details.field.comment'), value: command.comment }] : []),
        ]}
      />
      <Title order={3} size="h4">
        {t('details.channels.title')}
      </Title>
      {command.deliveries.length === 0 ? (
        <Text c="dimmed">{t('details.channels.empty')}</Text>
      ) : (
        <ScrollRegion>
          <Table striped miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('details.field.channel')}</Table.Th>
                <Table.Th scope="col">{t('details.field.state')}</Table.Th>
                <Table.Th scope="col">{t('details.channels.recipients')}</Table.Th>
                <Table.Th scope="col">{t('details.channels.options')}</Table.Th>
                <Table.Th scope="col">{t('details.field.postDate')}</Table.Th>
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
                  <Table.Td>
                    <StatusBadge status={commandStatus(delivery.state)} />
                  </Table.Td>
                  <Table.Td>{delivery.recipients}</Table.Td>
                  <Table.Td>
                    <OptionList options={delivery.options} />
                  </Table.Td>
                  <Table.Td>{formatDate(delivery.postDate) ?? t('details.none')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Stack>
  );
}

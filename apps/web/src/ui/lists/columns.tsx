import { useMemo } from 'react';
import { Anchor, Text } from '@mantine/core';
import type { Delivery, DeliveryCommand, Job, Recipient, Shipment } from '@postbridge/domain';
import { useT } from '../../i18n/useT';
import { ChannelName } from '../channels/ChannelName';
import { useFormatDateTime, useFormatDay } from '../format';
import { StatusBadge } from '../status/StatusBadge';
import { commandStatus, jobStatus, shipmentStatus, type StatusView } from '../status/statuses';
import type { LateDelivery } from './listsApi';
import type { ListColumn } from './ListTable';
import { recipientText } from './recipientText';

// The columns of the lists, shared by the manage and monitoring screens. The first column selects the row.

function Status({ view }: { view: StatusView }) {
  return <StatusBadge status={view} />;
}

const recipientsOf = (command: DeliveryCommand) =>
  command.deliveries.reduce((sum, delivery) => sum + delivery.recipients, 0);
const channelsOf = (command: DeliveryCommand) => (
  <ChannelName
    channels={command.deliveries.map((d) => ({ channelId: d.channelId, label: d.serviceChannelLabel }))}
  />
);

export function useJobColumns(): ListColumn<Job>[] {
  const t = useT();
  const dateTime = useFormatDateTime('short');
  return useMemo(
    () => [
      { id: 'name', header: t('lists.column.deposit'), cell: (job) => job.name },
      { id: 'state', header: t('lists.column.state'), cell: (job) => <Status view={jobStatus(job.state)} /> },
      { id: 'letters', header: t('lists.column.letters'), cell: (job) => job.packGroupCount },
      { id: 'created', header: t('lists.column.created'), cell: (job) => dateTime(job.creationDate) },
      { id: 'updated', header: t('lists.column.updated'), cell: (job) => dateTime(job.updateDate) },
    ],
    [t, dateTime],
  );
}

export function useCommandColumns(): ListColumn<DeliveryCommand>[] {
  const t = useT();
  const day = useFormatDay();
  const dateTime = useFormatDateTime('short');
  return useMemo(
    () => [
      { id: 'deposit', header: t('lists.column.deposit'), cell: (c) => c.jobName },
      { id: 'state', header: t('lists.column.state'), cell: (c) => <Status view={commandStatus(c.state)} /> },
      { id: 'owner', header: t('lists.column.owner'), cell: (c) => c.ownerLogin ?? '' },
      { id: 'recipients', header: t('lists.column.recipients'), cell: recipientsOf },
      { id: 'channels', header: t('lists.column.channels'), cell: channelsOf },
      {
        id: 'postDate',
        header: t('lists.column.postDate'),
        cell: (c) => day(c.postDate ?? c.expectedPostDate),
      },
      { id: 'created', header: t('lists.column.created'), cell: (c) => dateTime(c.creationDate) },
    ],
    [t, day, dateTime],
  );
}

export function useDeliveryColumns(): ListColumn<Delivery>[] {
  const t = useT();
  const day = useFormatDay();
  const dateTime = useFormatDateTime('short');
  return useMemo(
    () => [
      { id: 'name', header: t('lists.column.delivery'), cell: (d) => d.name || d.nuid },
      { id: 'state', header: t('lists.column.state'), cell: (d) => <Status view={commandStatus(d.state)} /> },
      { id: 'nuid', header: t('lists.column.nuid'), cell: (d) => d.nuid },
      {
        id: 'channel',
        header: t('lists.column.channel'),
        cell: (d) => <ChannelName channels={[{ channelId: d.channelId, label: d.serviceChannelLabel }]} />,
      },
      { id: 'recipients', header: t('lists.column.recipients'), cell: (d) => d.recipients },
      { id: 'postDate', header: t('lists.column.postDate'), cell: (d) => day(d.postDate) },
      { id: 'created', header: t('lists.column.created'), cell: (d) => dateTime(d.creationDate) },
    ],
    [t, day, dateTime],
  );
}

export function useLateDeliveryColumns(): ListColumn<LateDelivery>[] {
  const t = useT();
  const deliveryColumns = useDeliveryColumns();
  return useMemo(() => {
    const [name, state, ...rest] = deliveryColumns;
    const late: ListColumn<LateDelivery> = {
      id: 'late',
      header: t('lists.column.lateShipments'),
      cell: (d) => d.lateShipments,
    };
    return [name, state, late, ...rest].filter((c): c is ListColumn<LateDelivery> => c !== undefined);
  }, [t, deliveryColumns]);
}

export function useShipmentColumns(): ListColumn<Shipment>[] {
  const t = useT();
  const dateTime = useFormatDateTime('short');
  return useMemo(
    () => [
      { id: 'nuid', header: t('lists.column.document'), cell: (s) => s.nuid ?? s.externalId ?? s.id },
      {
        id: 'status',
        header: t('lists.column.status'),
        cell: (s) => <Status view={shipmentStatus(s.statusCode)} />,
      },
      {
        id: 'recipient',
        header: t('lists.column.recipient'),
        cell: (s) => (
          <Text size="sm" lineClamp={1} maw={260}>
            {recipientText(s.recipient)}
          </Text>
        ),
      },
      {
        id: 'channel',
        header: t('lists.column.channel'),
        cell: (s) => <ChannelName channels={[{ channelId: s.channelId }]} />,
      },
      { id: 'externalId', header: t('lists.column.externalId'), cell: (s) => s.externalId ?? '' },
      {
        id: 'tracking',
        header: t('lists.column.tracking'),
        cell: (s) =>
          s.trackingUrl && s.trackingValue ? (
            <Anchor href={s.trackingUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {s.trackingValue}
            </Anchor>
          ) : (
            (s.trackingValue ?? '')
          ),
      },
      { id: 'pages', header: t('lists.column.pages'), cell: (s) => s.pages },
      { id: 'updated', header: t('lists.column.updated'), cell: (s) => dateTime(s.updateDate) },
    ],
    [t, dateTime],
  );
}

/** Shipments in error also tell whether someone acknowledged them. */
export function useErrorShipmentColumns(): ListColumn<Shipment>[] {
  const t = useT();
  const shipmentColumns = useShipmentColumns();
  return useMemo(
    () => [
      ...shipmentColumns,
      {
        id: 'acknowledged',
        header: t('lists.column.acknowledged'),
        cell: (s) => t(s.acknowledged ? 'lists.acknowledged.yes' : 'lists.acknowledged.no'),
      },
    ],
    [t, shipmentColumns],
  );
}

export function useRecipientColumns(): ListColumn<Recipient>[] {
  const t = useT();
  const dateTime = useFormatDateTime('short');
  return useMemo(
    () => [
      { id: 'identifier', header: t('lists.column.identifier'), cell: (r) => r.recipientIdentifier },
      {
        id: 'preference',
        header: t('lists.column.preference'),
        cell: (r) => t(`lists.preference.${r.mainPreferences}`),
      },
      { id: 'email', header: t('lists.column.email'), cell: (r) => r.emailAddress ?? '' },
      { id: 'source', header: t('lists.column.source'), cell: (r) => t(`lists.source.${r.source}`) },
      {
        id: 'quality',
        header: t('lists.column.quality'),
        cell: (r) => (r.status ? t(`deposit.status.${r.status}`) : ''),
      },
      { id: 'account', header: t('lists.column.senderAccount'), cell: (r) => r.senderAccountName },
      { id: 'modified', header: t('lists.column.lastModified'), cell: (r) => dateTime(r.lastModified) },
    ],
    [t, dateTime],
  );
}

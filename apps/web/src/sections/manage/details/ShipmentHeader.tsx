import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import IconClockHour4 from '@tabler/icons-react/icons/IconClockHour4';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link } from 'react-router';
import type { Shipment } from '@postbridge/domain';
import { PATHS } from '../../../app/paths';
import { useT } from '../../../i18n/useT';
import { DownloadButton } from '../../../ui/download/DownloadButton';
import { detailKeys, downloadPaths, fetchDelivery } from './detailsApi';
import { EvidenceButtons } from './EvidenceButtons';
import { FieldGrid } from './FieldGrid';
import { useFormatDate } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status/StatusBadge';
import { shipmentStatus } from '../../../ui/status/statuses';

/** Number, status, channel, order, dates and the two files of a document: its letter and its output file. */
export function ShipmentHeader({ shipment }: { shipment: Shipment }) {
  const t = useT();
  const formatDate = useFormatDate();
  const delivery = useQuery({
    queryKey: detailKeys.delivery(shipment.deliveryId ?? ''),
    queryFn: () => fetchDelivery(shipment.deliveryId!),
    enabled: shipment.deliveryId !== null,
  });
  const number = shipment.nuid ?? shipment.id;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          {t('details.shipment.heading', { number })}
        </Title>
        <StatusBadge status={shipmentStatus(shipment.statusCode)} />
      </Group>
      {shipment.escalation && (
        // Digital first: the timer of an e-mail waiting to be opened (docs/domain-decisions.md).
        <Alert color="blue" variant="light" icon={<IconClockHour4 aria-hidden size={18} />}>
          {t('details.escalation.waiting', {
            channel: shipment.escalation.to,
            date: formatDate(shipment.escalation.at) ?? '',
          })}
        </Alert>
      )}
      <FieldGrid
        fields={[
          {
            label: t('details.field.channel'),
            value: delivery.data?.serviceChannelLabel ?? shipment.channelId,
          },
          {
            label: t('details.field.order'),
            value: (
              <Anchor
                component={Link}
                to={generatePath(PATHS.manage.deliveryDetail, { deliveryId: shipment.commandId })}
              >
                {t('details.shipment.openOrder')}
              </Anchor>
            ),
          },
          { label: t('details.field.providerReference'), value: shipment.externalId },
          { label: t('details.field.createdOn'), value: formatDate(shipment.creationDate) },
          { label: t('details.field.updatedOn'), value: formatDate(shipment.updateDate) },
          { label: t('details.field.pagesSheets'), value: `${shipment.pages} / ${shipment.sheets}` },
          ...(shipment.lastError ? [{ label: t('details.field.lastError'), value: shipment.lastError }] : []),
          ...(shipment.nextAttemptAt
            ? [
                { label: t('details.field.attempts'), value: shipment.attempts },
                { label: t('details.field.nextAttempt'), value: formatDate(shipment.nextAttemptAt) },
              ]
            : []),
        ]}
      />
      {(shipment.packGroupId || shipment.outputFileId) && (
        <Group gap="sm" wrap="wrap">
          {shipment.packGroupId && (
            <DownloadButton
              path={downloadPaths.packGroupRawFile(shipment.packGroupId)}
              name={t('details.shipment.rawFile')}
              fileName={`${number}.pdf`}
            />
          )}
          {shipment.outputFileId && (
            <DownloadButton
              path={downloadPaths.outputFile(shipment.outputFileId)}
              name={t('details.shipment.outputFile')}
              fileName={`${number}-output`}
            />
          )}
        </Group>
      )}
      <EvidenceButtons shipmentId={shipment.id} number={number} />
    </Stack>
  );
}

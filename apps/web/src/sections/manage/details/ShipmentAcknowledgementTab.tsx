import { Alert, Stack, Text } from '@mantine/core';
import type { Shipment } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { AcknowledgeButton } from './AcknowledgeButton';
import { useFormatDate } from '../../../ui/format';

/**
 * Acknowledging a document in error (docs/product.md §2): offered while it is not acknowledged, shown as done
 * after.
 */
export function ShipmentAcknowledgementTab({
  shipment,
  onAcknowledged,
}: {
  shipment: Shipment;
  onAcknowledged: (updated: Shipment) => void;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  if (shipment.acknowledged) {
    return (
      <Alert color="green" role="status">
        <Stack gap={4}>
          <Text size="sm">{t('details.ack.done', { date: formatDate(shipment.acknowledgedAt) ?? '' })}</Text>
          {shipment.acknowledgeMessage && (
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {t('details.ack.messageShown', { message: shipment.acknowledgeMessage })}
            </Text>
          )}
        </Stack>
      </Alert>
    );
  }
  if (!shipment.error) return <Text c="dimmed">{t('details.ack.notInError')}</Text>;
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('details.ack.pending')}</Text>
      <AcknowledgeButton
        shipmentIds={[shipment.id]}
        onDone={(result) => {
          const updated = result.shipments.find((s) => s.id === shipment.id);
          if (updated) onAcknowledged(updated);
        }}
      />
    </Stack>
  );
}

import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { Shipment } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { DownloadButton } from '../../../ui/download/DownloadButton';
import { downloadPaths } from './detailsApi';
import { FieldGrid } from './FieldGrid';

/**
 * The tracking number, the channel's external tracking link with that number filled in (the server builds it
 * from the channel's trackingProperties), and the documents the provider attached.
 */
export function ShipmentTrackingTab({ shipment }: { shipment: Shipment }) {
  const t = useT();
  return (
    <Stack gap="md">
      <FieldGrid
        fields={[
          {
            label: t('details.tracking.number'),
            value: shipment.trackingValue ?? t('details.tracking.none'),
          },
        ]}
      />
      {shipment.trackingUrl && shipment.trackingValue && (
        <Anchor href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
          {t('details.tracking.link', { number: shipment.trackingValue })}
        </Anchor>
      )}
      <Title order={3} size="h4">
        {t('details.tracking.files')}
      </Title>
      {shipment.trackingFiles.length === 0 ? (
        <Text c="dimmed">{t('details.tracking.noFiles')}</Text>
      ) : (
        <List listStyleType="none" spacing="xs">
          {shipment.trackingFiles.map((file) => (
            <List.Item key={file.name}>
              <DownloadButton path={downloadPaths.trackingFile(shipment.id, file.name)} name={file.name} />
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

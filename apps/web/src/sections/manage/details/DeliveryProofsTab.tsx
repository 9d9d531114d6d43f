import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { DeliveryCommand } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { DownloadButton } from '../../../ui/download/DownloadButton';
import { downloadPaths, makeProofs } from './detailsApi';
import type { CommandShipments } from './useCommandShipments';

/**
 * Proofs of an order: its letters are known through its documents (a shipment names its pack group), composed
 * with the order's options by POST /deliveries/proof (one per channel), then downloaded like any file.
 */
export function DeliveryProofsTab({
  command,
  shipments,
}: {
  command: DeliveryCommand;
  shipments: CommandShipments;
}) {
  const t = useT();
  const errorText = useErrorText();
  const proofs = useMutation({ mutationFn: makeProofs });
  const packGroupIds = [
    ...new Set(
      [...shipments.byDelivery.values()].flatMap((list) =>
        list.flatMap((shipment) => (shipment.packGroupId ? [shipment.packGroupId] : [])),
      ),
    ),
  ];
  if (!shipments.pending && packGroupIds.length === 0) {
    return <Text c="dimmed">{t('details.proofs.none')}</Text>;
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t('details.proofs.intro')}</Text>
      <Button
        onClick={() =>
          proofs.mutate({
            packGroupIds,
            serviceChannelOptions: command.serviceChannelOptions,
            expectedProofsPerServiceChannelLabel: 1,
          })
        }
        loading={proofs.isPending || shipments.pending}
      >
        {t('details.proofs.make')}
      </Button>
      {proofs.isError && (
        <Alert color="red" role="alert">
          {errorText(proofs.error)}
        </Alert>
      )}
      {proofs.data && (
        <List listStyleType="none" spacing="xs">
          {proofs.data.map((proof) => (
            <List.Item key={proof.fileId}>
              <DownloadButton
                path={downloadPaths.file(proof.fileId)}
                name={t('details.proofs.file', { name: proof.name, pages: proof.pageCount })}
                fileName={proof.name}
              />
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

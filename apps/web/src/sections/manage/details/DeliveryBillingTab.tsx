import { Alert, Stack, Table, Text } from '@mantine/core';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import type { DeliveryCommand } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { billingOf } from './billing';
import { CommandAmounts } from './CommandAmounts';
import { OptionList } from './OptionList';
import type { CommandShipments } from './useCommandShipments';

/**
 * Counts by channel and options (recipients, documents, pages, sheets), then the real amounts the server computes
 * from the shipments made (GET /deliveries/commands/{id}/cost).
 */
export function DeliveryBillingTab({
  command,
  shipments,
}: {
  command: DeliveryCommand;
  shipments: CommandShipments;
}) {
  const t = useT();
  const errorText = useErrorText();
  const { rows, total } = billingOf(command, shipments.byDelivery);
  const count = (value: number | null) => (value === null ? t('details.none') : value);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('details.billing.intro')}</Text>
      {shipments.error !== null && (
        <Alert color="red" role="alert">
          {errorText(shipments.error)}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Text c="dimmed">{t('details.channels.empty')}</Text>
      ) : (
        <ScrollRegion>
          <Table striped miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('details.field.channel')}</Table.Th>
                <Table.Th scope="col">{t('details.channels.options')}</Table.Th>
                <Table.Th scope="col">{t('details.channels.recipients')}</Table.Th>
                <Table.Th scope="col">{t('details.channels.documents')}</Table.Th>
                <Table.Th scope="col">{t('details.channels.pages')}</Table.Th>
                <Table.Th scope="col">{t('details.channels.sheets')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row" fw="normal">
                    {row.serviceChannelLabel}
                  </Table.Th>
                  <Table.Td>
                    <OptionList options={row.options} />
                  </Table.Td>
                  <Table.Td>{row.recipients}</Table.Td>
                  <Table.Td>{count(row.documents)}</Table.Td>
                  <Table.Td>{count(row.pages)}</Table.Td>
                  <Table.Td>{count(row.sheets)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row" colSpan={2}>
                  {t('details.channels.total')}
                </Table.Th>
                <Table.Td fw={700}>{total.recipients}</Table.Td>
                <Table.Td fw={700}>{count(total.documents)}</Table.Td>
                <Table.Td fw={700}>{count(total.pages)}</Table.Td>
                <Table.Td fw={700}>{count(total.sheets)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </ScrollRegion>
      )}
      <CommandAmounts commandId={command.id} />
    </Stack>
  );
}

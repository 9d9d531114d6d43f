import { Stack, Table, Text } from '@mantine/core';
import type { OrderCost } from '@postbridge/domain';
import { useT } from '../../i18n/useT';
import { ScrollRegion } from '../ScrollRegion';
import { DigitalFirstNote } from './DigitalFirstNote';
import { useCostFormat } from './useCostFormat';

/**
 * The cost and CO₂ of an order per channel and in total (issue 18), and what digital-first would change: the
 * delivery screen, the validation screen and the billing tab show it alike. Amounts isolated with <bdi> so that
 * a currency sign keeps its place on a right-to-left screen.
 */
export function OrderCostTable({ cost, caption }: { cost: OrderCost; caption: string }) {
  const t = useT();
  const { money, co2 } = useCostFormat(cost.currency);
  return (
    <Stack gap="xs">
      <ScrollRegion>
        <Table striped miw={520} aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('details.cost.channel')}</Table.Th>
              <Table.Th scope="col">{t('details.cost.count')}</Table.Th>
              <Table.Th scope="col">{t('details.cost.sheets')}</Table.Th>
              <Table.Th scope="col">{t('details.cost.amount')}</Table.Th>
              <Table.Th scope="col">{t('details.cost.co2')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cost.channels.map((row) => (
              <Table.Tr key={row.deliveryId ?? row.serviceChannelLabel}>
                <Table.Th scope="row" fw="normal">
                  {row.fallback
                    ? t('details.cost.fallback', { name: row.serviceChannelLabel })
                    : row.serviceChannelLabel}
                </Table.Th>
                <Table.Td>{row.count}</Table.Td>
                <Table.Td>{row.sheets}</Table.Td>
                <Table.Td>
                  <bdi>{money(row.costMinor)}</bdi>
                </Table.Td>
                <Table.Td>
                  <bdi>{co2(row.co2Mg)}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('details.cost.total')}</Table.Th>
              <Table.Td fw={700}>{cost.total.count}</Table.Td>
              <Table.Td fw={700}>{cost.total.sheets}</Table.Td>
              <Table.Td fw={700}>
                <bdi>{money(cost.total.costMinor)}</bdi>
              </Table.Td>
              <Table.Td fw={700}>
                <bdi>{co2(cost.total.co2Mg)}</bdi>
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollRegion>
      {cost.digitalFirst && <DigitalFirstNote digitalFirst={cost.digitalFirst} currency={cost.currency} />}
      <Text size="xs" c="dimmed">
        {t('details.cost.basis')}
      </Text>
    </Stack>
  );
}

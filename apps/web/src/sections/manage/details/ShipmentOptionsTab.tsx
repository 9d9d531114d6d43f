import { Table, Text } from '@mantine/core';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import type { Shipment } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { useOptionNames } from './useOptionNames';

/** The options the document was produced with (colour, sides, envelope…), by option type. */
export function ShipmentOptionsTab({ options }: { options: Shipment['options'] }) {
  const t = useT();
  const nameOf = useOptionNames();
  if (options.length === 0) return <Text c="dimmed">{t('details.options.empty')}</Text>;
  return (
    <ScrollRegion>
      <Table striped miw={360}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('details.options.type')}</Table.Th>
            <Table.Th scope="col">{t('details.options.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {options.map((option) => {
            const name = nameOf(option);
            return (
              <Table.Tr key={`${option.optionTypeId}/${option.optionId}`}>
                <Table.Th scope="row" fw={500}>
                  {name.type}
                </Table.Th>
                <Table.Td>{name.value}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

import { Table, Text } from '@mantine/core';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { useT } from '../../../i18n/useT';

/** A value as a person reads it: text as is, lists one item a line, anything else as compact JSON. */
function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(textOf).join('\n');
  return JSON.stringify(value);
}

/** Name → value pairs (metadata, recipient fields) in a two-column table, or `empty` when there are none. */
export function KeyValueTable({ values, empty }: { values: Record<string, unknown>; empty: string }) {
  const t = useT();
  const entries = Object.entries(values);
  if (entries.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <ScrollRegion>
      <Table striped miw={360}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('details.kv.name')}</Table.Th>
            <Table.Th scope="col">{t('details.kv.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map(([name, value]) => (
            <Table.Tr key={name}>
              <Table.Th scope="row" fw={500}>
                {name}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {textOf(value)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

import { Table } from '@mantine/core';
import { useT } from '../../i18n/useT';
import type { DashboardCounter } from './dashboardCounters';
import { CounterValue } from './CounterValue';

/** Counters as a list (the user's `dataDisplayMode` = list). */
export function CounterList({ counters, caption }: { counters: DashboardCounter[]; caption: string }) {
  const t = useT();
  return (
    <Table maw={480} withTableBorder>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Tbody>
        {counters.map((counter) => (
          <Table.Tr key={counter.id}>
            <Table.Th scope="row" fw={500}>
              {t(counter.label)}
            </Table.Th>
            <Table.Td ta="end" fw={700} data-counter={counter.id}>
              <CounterValue value={counter.value} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

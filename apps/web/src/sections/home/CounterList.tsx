import { Table } from '@mantine/core';
import type { DashboardCounter } from './dashboardCounters';
import { CounterLabel } from './CounterLabel';
import { CounterValue } from './CounterValue';

/** Counters as a list (the user's `dataDisplayMode` = list). */
export function CounterList({
  counters,
  caption,
  linked,
}: {
  counters: DashboardCounter[];
  caption: string;
  linked: boolean;
}) {
  return (
    <Table maw={480} withTableBorder>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Tbody>
        {counters.map((counter) => (
          <Table.Tr key={counter.id}>
            <Table.Th scope="row" fw={500}>
              <CounterLabel counter={counter} linked={linked} />
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

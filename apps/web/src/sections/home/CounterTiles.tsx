import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { DashboardCounter } from './dashboardCounters';
import { CounterLabel } from './CounterLabel';
import { CounterValue } from './CounterValue';

/** Counters as tiles (the default data display mode, docs/product.md §9): one labelled region per counter. */
export function CounterTiles({ counters, linked }: { counters: DashboardCounter[]; linked: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" className="nhm-tiles">
      {counters.map((counter) => (
        <Paper
          key={counter.id}
          component="section"
          withBorder
          radius="md"
          p="md"
          aria-labelledby={`counter-${counter.id}`}
        >
          <Title order={3} size="h5" id={`counter-${counter.id}`} fw={500} c="dimmed">
            <CounterLabel counter={counter} linked={linked} />
          </Title>
          <Text fz={32} fw={700} lh={1.2} data-counter={counter.id}>
            <CounterValue value={counter.value} />
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

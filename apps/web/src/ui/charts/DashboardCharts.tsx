import '@mantine/charts/styles.css';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CountersRange } from '../../app/tabs/counters';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { useFormatDay } from '../format';
import { ChannelsChart } from './ChannelsChart';
import { chartLinks, type ChartLists } from './chartLinks';
import { chartsQuery } from './chartsApi';
import { ErrorsChart } from './ErrorsChart';
import { FunnelChart } from './FunnelChart';
import { ShipmentsChart } from './ShipmentsChart';

interface DashboardChartsProps {
  range: CountersRange;
  /** The lists the charts open, or null where the user may open none (the charts are then pictures only). */
  lists: ChartLists | null;
  /** The section's heading. */
  title: string;
}

/**
 * The charts of Monitoring and Home over a period (docs/web.md "Charts"): shipments by status, errors and late
 * deliveries per day, deliveries per channel and the letters' funnel, each leading to the list behind it. This
 * module is only ever loaded lazily: the charts library and its styles stay out of the first download.
 */
export function DashboardCharts({ range, lists, title }: DashboardChartsProps) {
  const t = useT();
  const errorText = useErrorText();
  const formatDay = useFormatDay();
  const charts = useQuery(chartsQuery(range));
  const figures = charts.data;
  const links = figures && lists ? chartLinks(lists, { from: figures.fromDate, to: figures.toDate }) : null;
  return (
    <Stack gap="md" component="section" aria-labelledby="dashboard-charts">
      <div>
        <Title order={2} size="h3" id="dashboard-charts">
          {title}
        </Title>
        <Text size="sm">
          {t('monitoring.charts.range', { from: formatDay(range.fromDate), to: formatDay(range.toDate) })}
        </Text>
      </div>
      {charts.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{errorText(charts.error)}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void charts.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      ) : !figures ? (
        <Loader size="sm" role="img" aria-label={t('common.loading')} />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <ShipmentsChart figures={figures} links={links} />
          <ErrorsChart figures={figures} links={links} />
          <ChannelsChart figures={figures} links={links} />
          <FunnelChart figures={figures} links={links} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

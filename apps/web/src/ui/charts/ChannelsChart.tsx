import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { ChannelType, CountersCharts } from '@postbridge/domain';
import { useT } from '../../i18n/useT';
import { channelColor, channelColorOnDark } from '../channelColors';
import { ChartCard } from './ChartCard';
import type { ChartLinks } from './chartLinks';
import { FiguresTable } from './FiguresTable';

/** Deliveries of the period by channel: a ring in the channels' colours, with its legend beside it. */
export function ChannelsChart({ figures, links }: { figures: CountersCharts; links: ChartLinks | null }) {
  const t = useT();
  const navigate = useNavigate();
  // The channels' tones for the page's scheme: the light ones fade into the dark background.
  const colorOf = useComputedColorScheme('light') === 'dark' ? channelColorOnDark : channelColor;
  const channelName = (channel: ChannelType) => t(`system.channels.type.${channel}`);
  const total = figures.channels.reduce((n, c) => n + c.deliveries, 0);
  const byName = new Map(figures.channels.map((c) => [channelName(c.channel), c.channel] as const));
  const title = t('monitoring.charts.channels.title');
  return (
    <ChartCard
      id="chart-channels"
      title={title}
      to={links?.deliveries() ?? null}
      summary={t('monitoring.charts.channels.summary', { total })}
      empty={total === 0}
      chart={
        <Group gap="lg" justify="center" wrap="wrap">
          <DonutChart
            size={180}
            thickness={28}
            accessibilityLayer={false}
            data={figures.channels.map((c) => ({
              name: channelName(c.channel),
              value: c.deliveries,
              color: colorOf(c.channel),
            }))}
            chartLabel={total}
            // The ring is part of an image: no focus stop of its own (the figures table holds the links).
            pieProps={{ rootTabIndex: -1 }}
            cellProps={(cell) => {
              const channel = byName.get(cell.name);
              return links && channel
                ? {
                    style: { cursor: 'pointer' },
                    onClick: () => void navigate(links.deliveriesOfChannel(channel)),
                  }
                : {};
            }}
          />
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {figures.channels.map((c) => (
              <Group key={c.channel} gap="xs" component="li" wrap="nowrap">
                <ColorSwatch color={colorOf(c.channel)} size={14} withShadow={false} aria-hidden />
                <Text size="sm">
                  {channelName(c.channel)} · {c.deliveries}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      }
      figures={
        <FiguresTable
          caption={t('monitoring.charts.figures.caption', { title })}
          columns={[t('monitoring.charts.column.channel'), t('monitoring.charts.column.count')]}
          rows={figures.channels.map((c) => ({
            key: c.channel,
            header: channelName(c.channel),
            cells: [{ value: c.deliveries, to: links?.deliveriesOfChannel(c.channel) }],
          }))}
        />
      }
    />
  );
}

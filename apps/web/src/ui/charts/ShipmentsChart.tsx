import { BarChart } from '@mantine/charts';
import { useNavigate } from 'react-router';
import { DISPLAY_STATUS_KINDS, type CountersCharts, type DisplayStatusKind } from '@postbridge/domain';
import { useT } from '../../i18n/useT';
import { useFormatDay, useFormatShortDay } from '../format';
import { useStatusPalette } from '../status/useStatusPalette';
import { ChartCard } from './ChartCard';
import type { ChartLinks } from './chartLinks';
import { FiguresTable } from './FiguresTable';
import { useChartAxes } from './useChartAxes';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Shipments created each day, stacked by the display kind of their status, in the status palette's colours. */
export function ShipmentsChart({ figures, links }: { figures: CountersCharts; links: ChartLinks | null }) {
  const t = useT();
  const navigate = useNavigate();
  const palette = useStatusPalette();
  const formatDay = useFormatDay();
  const shortDay = useFormatShortDay();
  const axes = useChartAxes();
  // Only the kinds that occur: thirteen legend entries for three coloured bars would hide them.
  const kinds = DISPLAY_STATUS_KINDS.filter((kind) => figures.days.some((d) => d.shipments[kind] > 0));
  const kindLabel = (kind: DisplayStatusKind) => t(`monitoring.charts.kind.${kind}`);
  const total = sum(figures.days.map((d) => sum(Object.values(d.shipments))));
  const errors = sum(figures.days.map((d) => d.errors));
  const title = t('monitoring.charts.shipments.title');
  return (
    <ChartCard
      id="chart-shipments"
      title={title}
      to={links?.shipments() ?? null}
      summary={t('monitoring.charts.shipments.summary', { total, errors })}
      empty={total === 0}
      chart={
        <BarChart
          h={240}
          type="stacked"
          accessibilityLayer={false}
          data={figures.days.map((d) => ({ label: shortDay(d.day), day: d.day, ...d.shipments }))}
          dataKey="label"
          series={kinds.map((kind) => ({ name: kind, label: kindLabel(kind), color: palette[kind].color }))}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          {...axes}
          barProps={(series) =>
            links
              ? {
                  cursor: 'pointer',
                  onClick: (bar) =>
                    void navigate(
                      links.shipmentsOfKind(
                        series.name as DisplayStatusKind,
                        (bar.payload as { day: string }).day,
                      ),
                    ),
                }
              : {}
          }
        />
      }
      figures={
        <FiguresTable
          caption={t('monitoring.charts.figures.caption', { title })}
          columns={[
            t('monitoring.charts.column.day'),
            ...kinds.map(kindLabel),
            t('monitoring.charts.column.total'),
          ]}
          rows={figures.days.map((d) => ({
            key: d.day,
            header: formatDay(d.day),
            cells: [
              ...kinds.map((kind) => ({ value: d.shipments[kind], to: links?.shipmentsOfKind(kind, d.day) })),
              { value: sum(Object.values(d.shipments)) },
            ],
          }))}
        />
      }
    />
  );
}

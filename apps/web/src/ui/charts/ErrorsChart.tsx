import { BarChart } from '@mantine/charts';
import { useNavigate } from 'react-router';
import type { CountersCharts } from '@postbridge/domain';
import { useT } from '../../i18n/useT';
import { useFormatDay, useFormatShortDay } from '../format';
import { useStatusPalette } from '../status/useStatusPalette';
import { ChartCard } from './ChartCard';
import type { ChartLinks } from './chartLinks';
import { FiguresTable } from './FiguresTable';
import { useChartAxes } from './useChartAxes';

/**
 * Shipments in error and late deliveries, day by day, side by side: the error and warning colours of the status
 * palette.
 */
export function ErrorsChart({ figures, links }: { figures: CountersCharts; links: ChartLinks | null }) {
  const t = useT();
  const navigate = useNavigate();
  const palette = useStatusPalette();
  const formatDay = useFormatDay();
  const shortDay = useFormatShortDay();
  const axes = useChartAxes();
  const errors = figures.days.reduce((n, d) => n + d.errors, 0);
  const late = figures.days.reduce((n, d) => n + d.late, 0);
  const title = t('monitoring.charts.errors.title');
  const linkOf = (series: string, day: string) =>
    series === 'errors' ? (links?.errors(day) ?? null) : (links?.late(day) ?? null);
  return (
    <ChartCard
      id="chart-errors"
      title={title}
      to={links?.errors() ?? null}
      summary={t('monitoring.charts.errors.summary', { errors, late })}
      empty={errors + late === 0}
      chart={
        <BarChart
          h={240}
          accessibilityLayer={false}
          data={figures.days.map((d) => ({
            label: shortDay(d.day),
            day: d.day,
            errors: d.errors,
            late: d.late,
          }))}
          dataKey="label"
          // Two thin bars a day over a month: kept side by side and as wide as the day allows.
          barChartProps={{ barGap: 0, barCategoryGap: '12%' }}
          series={[
            { name: 'errors', label: t('monitoring.charts.errors.series'), color: palette.error.color },
            { name: 'late', label: t('monitoring.charts.late.series'), color: palette.warn.color },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          {...axes}
          barProps={(series) => ({
            cursor: links ? 'pointer' : undefined,
            onClick: (bar) => {
              const to = linkOf(series.name, (bar.payload as { day: string }).day);
              if (to) void navigate(to);
            },
          })}
        />
      }
      figures={
        <FiguresTable
          caption={t('monitoring.charts.figures.caption', { title })}
          columns={[
            t('monitoring.charts.column.day'),
            t('monitoring.charts.errors.series'),
            t('monitoring.charts.late.series'),
          ]}
          rows={figures.days.map((d) => ({
            key: d.day,
            header: formatDay(d.day),
            cells: [
              { value: d.errors, to: linkOf('errors', d.day) },
              { value: d.late, to: linkOf('late', d.day) },
            ],
          }))}
        />
      }
    />
  );
}

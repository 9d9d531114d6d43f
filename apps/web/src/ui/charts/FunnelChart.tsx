import { FunnelChart as MantineFunnelChart } from '@mantine/charts';
import { useNavigate } from 'react-router';
import type { CountersCharts, DisplayStatusKind, LabelKey } from '@postbridge/domain';
import { useT } from '../../i18n/useT';
import { useStatusPalette } from '../status/useStatusPalette';
import { ChartCard } from './ChartCard';
import type { ChartLinks } from './chartLinks';
import { FiguresTable } from './FiguresTable';

type Step = keyof CountersCharts['funnel'];

// Each step in the colour of the status it stands for, so that the funnel reads like the status badges.
const STEPS: readonly { step: Step; label: LabelKey; kind: DisplayStatusKind }[] = [
  { step: 'deposited', label: 'monitoring.charts.funnel.deposited', kind: 'processing' },
  { step: 'ordered', label: 'monitoring.charts.funnel.ordered', kind: 'ready' },
  { step: 'sent', label: 'monitoring.charts.funnel.sent', kind: 'left' },
  { step: 'delivered', label: 'monitoring.charts.funnel.delivered', kind: 'ok' },
];

/** The letters deposited over the period, and how many of them were ordered, sent and delivered. */
export function FunnelChart({ figures, links }: { figures: CountersCharts; links: ChartLinks | null }) {
  const t = useT();
  const navigate = useNavigate();
  const palette = useStatusPalette();
  const { funnel } = figures;
  const linkOf = (step: Step): string | null => {
    if (!links) return null;
    switch (step) {
      case 'deposited':
        return links.deposits();
      case 'ordered':
        return links.deliveries();
      case 'sent':
        return links.sent();
      case 'delivered':
        return links.delivered();
    }
  };
  const title = t('monitoring.charts.funnel.title');
  return (
    <ChartCard
      id="chart-funnel"
      title={title}
      to={linkOf('deposited')}
      summary={t('monitoring.charts.funnel.summary', funnel)}
      empty={funnel.deposited + funnel.ordered + funnel.sent + funnel.delivered === 0}
      chart={
        <MantineFunnelChart
          size={220}
          mx="auto"
          accessibilityLayer={false}
          withLabels
          labelsPosition="inside"
          data={STEPS.map(({ step, label, kind }) => ({
            key: step,
            name: t(label),
            value: funnel[step],
            color: palette[kind].color,
          }))}
          funnelProps={{
            cursor: links ? 'pointer' : undefined,
            onClick: (_data, index) => {
              const step = STEPS[index]?.step;
              const to = step ? linkOf(step) : null;
              if (to) void navigate(to);
            },
          }}
        />
      }
      figures={
        <FiguresTable
          caption={t('monitoring.charts.figures.caption', { title })}
          columns={[t('monitoring.charts.column.step'), t('monitoring.charts.column.count')]}
          rows={STEPS.map(({ step, label }) => ({
            key: step,
            header: t(label),
            cells: [{ value: funnel[step], to: linkOf(step) }],
          }))}
        />
      }
    />
  );
}

import type { SessionUser } from '@postbridge/domain';
import { canOpenSection } from '../../app/menu';
import type { CountersRange } from '../../app/tabs/counters';
import { useT } from '../../i18n/useT';
import { MANAGE_LISTS, MONITORING_LISTS, type ChartLists } from '../../ui/charts/chartLinks';
import { LazyDashboardCharts } from '../../ui/charts/LazyDashboardCharts';

/**
 * The lists home's charts lead to: Monitoring's (every list the charts need) for who may open it, else Manage's
 * (no late-deliveries list there), else none. Null: the user sees no order at all, so there is nothing to draw.
 */
function homeChartLists(user: SessionUser): ChartLists | null {
  if (canOpenSection(user, 'monitoring')) return MONITORING_LISTS;
  if (canOpenSection(user, 'manage')) return MANAGE_LISTS;
  return null;
}

/** Home's charts over the user's search range, for users who may see orders (as the counters' links decide). */
export function HomeCharts({ user, range }: { user: SessionUser; range: CountersRange }) {
  const t = useT();
  const lists = homeChartLists(user);
  if (!lists) return null;
  return <LazyDashboardCharts range={range} lists={lists} title={t('home.charts.heading')} />;
}

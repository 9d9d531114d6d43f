import { Stack } from '@mantine/core';
import { PATHS } from '../../app/paths';
import { useSession } from '../../app/session/sessionStore';
import { countersRange } from '../../app/tabs/counters';
import { useT } from '../../i18n/useT';
import { MONITORING_LISTS } from '../../ui/charts/chartLinks';
import { LazyDashboardCharts } from '../../ui/charts/LazyDashboardCharts';
import { ScreenLinks } from '../../ui/lists/ScreenLinks';

/**
 * Monitoring home: the lists that follow everyone's activity in the user's units, and the charts of that activity
 * over the user's search range, each leading to its list filtered.
 */
export function MonitoringHome() {
  const t = useT();
  const user = useSession((s) => s.user);
  const links = [
    {
      to: PATHS.monitoring.deliveries,
      label: t('screen.monitoring.deliveries'),
      description: t('monitoring.home.deliveries'),
    },
    { to: PATHS.monitoring.jobs, label: t('screen.monitoring.jobs'), description: t('monitoring.home.jobs') },
    {
      to: PATHS.monitoring.shipments,
      label: t('screen.monitoring.shipments'),
      description: t('monitoring.home.shipments'),
    },
    {
      to: PATHS.monitoring.lateDeliveries,
      label: t('screen.monitoring.lateDeliveries'),
      description: t('monitoring.home.lateDeliveries'),
    },
  ];
  return (
    <Stack gap="xl">
      <ScreenLinks title={t('screen.monitoring.home')} links={links} />
      {user && (
        <LazyDashboardCharts
          range={countersRange(user)}
          lists={MONITORING_LISTS}
          title={t('monitoring.charts.heading')}
        />
      )}
    </Stack>
  );
}

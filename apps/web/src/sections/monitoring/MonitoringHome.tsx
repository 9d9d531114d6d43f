import { PATHS } from '../../app/paths';
import { useT } from '../../i18n/useT';
import { ScreenLinks } from '../../ui/lists/ScreenLinks';

/** Monitoring home: the lists that follow everyone's activity in the user's units. */
export function MonitoringHome() {
  const t = useT();
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
  return <ScreenLinks title={t('screen.monitoring.home')} links={links} />;
}

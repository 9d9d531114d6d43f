import { SectionSwitch, type SectionImplementations, type SectionProps } from '../../ui/SectionSwitch';
import { DeliveriesMonitor } from './DeliveriesMonitor';
import { JobsMonitor } from './JobsMonitor';
import { LateDeliveriesMonitor } from './LateDeliveriesMonitor';
import { MonitoringHome } from './MonitoringHome';
import { ShipmentsMonitor } from './ShipmentsMonitor';

// The monitoring section's screens (paths in app/paths.ts).
const SCREENS: SectionImplementations<'monitoring'> = {
  home: MonitoringHome,
  deliveries: DeliveriesMonitor,
  jobs: JobsMonitor,
  shipments: ShipmentsMonitor,
  lateDeliveries: LateDeliveriesMonitor,
};

export function MonitoringSection({ screen }: SectionProps) {
  return <SectionSwitch section="monitoring" screen={screen} screens={SCREENS} />;
}

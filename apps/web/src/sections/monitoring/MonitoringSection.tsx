import { SectionSwitch, type SectionImplementations, type SectionProps } from '../../ui/SectionSwitch';

// Screens of the monitoring section built so far; the others show "not available yet".
const SCREENS: SectionImplementations<'monitoring'> = {};

export function MonitoringSection({ screen }: SectionProps) {
  return <SectionSwitch section="monitoring" screen={screen} screens={SCREENS} />;
}

import { SectionSwitch, type SectionImplementations, type SectionProps } from '../../ui/SectionSwitch';

// Screens of the system section built so far; the others show "not available yet".
const SCREENS: SectionImplementations<'system'> = {};

export function SystemSection({ screen }: SectionProps) {
  return <SectionSwitch section="system" screen={screen} screens={SCREENS} />;
}

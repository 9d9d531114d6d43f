import { SectionSwitch, type SectionImplementations, type SectionProps } from '../../ui/SectionSwitch';

// Screens of the manage section built so far; the others show "not available yet".
const SCREENS: SectionImplementations<'manage'> = {};

export function ManageSection({ screen }: SectionProps) {
  return <SectionSwitch section="manage" screen={screen} screens={SCREENS} />;
}

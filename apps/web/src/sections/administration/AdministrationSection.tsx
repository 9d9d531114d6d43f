import { SectionSwitch, type SectionImplementations, type SectionProps } from '../../ui/SectionSwitch';

// Screens of the administration section built so far; the others show "not available yet".
const SCREENS: SectionImplementations<'administration'> = {};

export function AdministrationSection({ screen }: SectionProps) {
  return <SectionSwitch section="administration" screen={screen} screens={SCREENS} />;
}

import { SectionSwitch, type SectionImplementations, type SectionProps } from '../../ui/SectionSwitch';

// Screens of the printer section built so far; the others show "not available yet".
const SCREENS: SectionImplementations<'printer'> = {};

export function PrinterSection({ screen }: SectionProps) {
  return <SectionSwitch section="printer" screen={screen} screens={SCREENS} />;
}

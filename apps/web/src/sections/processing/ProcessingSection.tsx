import { SectionSwitch, type SectionImplementations, type SectionProps } from '../../ui/SectionSwitch';

// Screens of the processing section built so far; the others show "not available yet".
const SCREENS: SectionImplementations<'processing'> = {};

export function ProcessingSection({ screen }: SectionProps) {
  return <SectionSwitch section="processing" screen={screen} screens={SCREENS} />;
}

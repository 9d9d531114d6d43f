import { SectionSwitch, type SectionImplementations, type SectionProps } from '../../ui/SectionSwitch';

// Screens of the deposit section built so far; the others show "not available yet".
const SCREENS: SectionImplementations<'deposit'> = {};

export function DepositSection({ screen }: SectionProps) {
  return <SectionSwitch section="deposit" screen={screen} screens={SCREENS} />;
}

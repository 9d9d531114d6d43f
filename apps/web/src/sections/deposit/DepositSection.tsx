import { SectionSwitch, type SectionImplementations, type SectionProps } from '../../ui/SectionSwitch';
import { DepositHome } from './DepositHome';
import { DepositUpload } from './DepositUpload';
import { DeliveryPage } from './delivery/DeliveryPage';
import { ValidationPage } from './validation/ValidationPage';

// Screens of the deposit section built so far; the others show "not available yet".
const SCREENS: SectionImplementations<'deposit'> = {
  home: DepositHome,
  split: DepositUpload,
  unique: DepositUpload,
  delivery: DeliveryPage,
  validation: ValidationPage,
};

export function DepositSection({ screen }: SectionProps) {
  return <SectionSwitch section="deposit" screen={screen} screens={SCREENS} />;
}

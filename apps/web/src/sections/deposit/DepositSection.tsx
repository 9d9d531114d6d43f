import { SectionSwitch, type SectionImplementations, type SectionProps } from '../../ui/SectionSwitch';
import { DepositHome } from './DepositHome';
import { DepositUpload } from './DepositUpload';
import { DeliveryPage } from './delivery/DeliveryPage';
import { ValidationPage } from './validation/ValidationPage';

// One deposit screen per service-type route (what differs: upload/screenVariants.ts).
const SCREENS: SectionImplementations<'deposit'> = {
  home: DepositHome,
  unique: () => <DepositUpload screen="unique" />,
  split: () => <DepositUpload screen="split" />,
  archive: () => <DepositUpload screen="archive" />,
  preprocessing: () => <DepositUpload screen="preprocessing" />,
  form: () => <DepositUpload screen="form" />,
  advanced: () => <DepositUpload screen="advanced" />,
  delivery: DeliveryPage,
  validation: ValidationPage,
};

export function DepositSection({ screen }: SectionProps) {
  return <SectionSwitch section="deposit" screen={screen} screens={SCREENS} />;
}

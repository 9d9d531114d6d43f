import { SectionSwitch, type SectionImplementations, type SectionProps } from '../../ui/SectionSwitch';
import { ProcessingHome } from './home/ProcessingHome';
import { RecipientsChoicePage } from './recipientsChoice/RecipientsChoicePage';
import { ServicesPage } from './services/ServicesPage';

// Screens of the processing section built so far; the others show "not available yet".
const SCREENS: SectionImplementations<'processing'> = {
  home: ProcessingHome,
  services: ServicesPage,
  recipientsChoice: RecipientsChoicePage,
};

export function ProcessingSection({ screen }: SectionProps) {
  return <SectionSwitch section="processing" screen={screen} screens={SCREENS} />;
}

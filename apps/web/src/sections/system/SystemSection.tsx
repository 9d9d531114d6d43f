import { SectionSwitch, type SectionImplementations, type SectionProps } from '../../ui/SectionSwitch';
import { BrandingsScreen } from './brandings/BrandingsScreen';
import { ChannelsScreen } from './channels/ChannelsScreen';
import { SystemHome } from './home/SystemHome';
import { LocalesScreen } from './locales/LocalesScreen';
import { OptionsScreen } from './options/OptionsScreen';
import { SecurityScreen } from './security/SecurityScreen';
import { CostsScreen } from './costs/CostsScreen';
import { MailScreen } from './mail/MailScreen';

// Screens of the system section (issue 15): every one of docs/product.md §2 "system".
const SCREENS: SectionImplementations<'system'> = {
  home: SystemHome,
  brandings: BrandingsScreen,
  channels: ChannelsScreen,
  locales: LocalesScreen,
  options: OptionsScreen,
  security: SecurityScreen,
  costs: CostsScreen,
  mail: MailScreen,
};

export function SystemSection({ screen }: SectionProps) {
  return <SectionSwitch section="system" screen={screen} screens={SCREENS} />;
}

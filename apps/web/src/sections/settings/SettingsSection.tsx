import { SectionSwitch, type SectionImplementations, type SectionProps } from '../../ui/SectionSwitch';
import { AddressBookPage } from './AddressBookPage';
import { LibraryPage } from './LibraryPage';
import { SettingsHomePage } from './SettingsHomePage';
import { UserSettingsPage } from './UserSettingsPage';

// Screens of the settings section.
const SCREENS: SectionImplementations<'settings'> = {
  home: SettingsHomePage,
  user: UserSettingsPage,
  addressbox: AddressBookPage,
  library: LibraryPage,
};

export function SettingsSection({ screen }: SectionProps) {
  return <SectionSwitch section="settings" screen={screen} screens={SCREENS} />;
}

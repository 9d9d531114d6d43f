import { SectionSwitch, type SectionImplementations, type SectionProps } from '../../ui/SectionSwitch';
import { UserSettingsPage } from './UserSettingsPage';

// Screens of the settings section built so far; the others show "not available yet".
const SCREENS: SectionImplementations<'settings'> = { user: UserSettingsPage };

export function SettingsSection({ screen }: SectionProps) {
  return <SectionSwitch section="settings" screen={screen} screens={SCREENS} />;
}

import { SectionSwitch, type SectionImplementations, type SectionProps } from '../../ui/SectionSwitch';
import { AccountsPage } from './accounts/AccountsPage';
import { GroupsScreen } from './groups/GroupsScreen';
import { AdministrationHome } from './home/AdministrationHome';
import { PermissionsScreen } from './permissions/PermissionsScreen';
import { ProfilesScreen } from './profiles/ProfilesScreen';
import { UsersPage } from './users/UsersPage';

// Screens of the administration section built so far; the others show "not available yet".
const SCREENS: SectionImplementations<'administration'> = {
  home: AdministrationHome,
  accounts: AccountsPage,
  groups: GroupsScreen,
  profiles: ProfilesScreen,
  permissions: PermissionsScreen,
  users: UsersPage,
};

export function AdministrationSection({ screen }: SectionProps) {
  return <SectionSwitch section="administration" screen={screen} screens={SCREENS} />;
}

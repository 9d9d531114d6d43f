import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import IconInfoCircle from '@tabler/icons-react/icons/IconInfoCircle';
import IconLogout from '@tabler/icons-react/icons/IconLogout';
import IconSettings from '@tabler/icons-react/icons/IconSettings';
import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { PATHS } from '../paths';
import { displayName } from '../session/displayName';
import { useSession } from '../session/sessionStore';
import { useSignOut } from '../session/useSignOut';
import { ColorSchemeItems } from './ColorSchemeItems';
import { MENU_ICON_PROPS } from './menuIcons';
import { VersionDialog } from './VersionDialog';

/** Account menu of the top bar: settings, light or dark appearance, version information, sign-out. */
export function UserMenu() {
  const t = useT();
  const user = useSession((s) => s.user);
  const signOut = useSignOut();
  const [versionOpened, version] = useDisclosure(false);
  if (!user) return null;
  const name = displayName(user);

  return (
    <>
      {/* No focus placeholder: Mantine's is a focusable "presentation" element, which a menu may not hold. */}
      <Menu position="bottom-end" withinPortal shadow="md" width={220} withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <UnstyledButton aria-label={t('userMenu.open', { name })} p={4}>
            <Group gap="xs" wrap="nowrap">
              {/* A picture, not the initials: visible text must be part of the button's name (WCAG 2.5.3), and on a
                  phone, where the name is hidden, initials would be the only visible text. */}
              <Avatar radius="xl" size="sm" aria-hidden="true" />
              <Text size="sm" fw={500} visibleFrom="sm" truncate maw={180}>
                {name}
              </Text>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user.ouName}</Menu.Label>
          <Menu.Item
            component={Link}
            to={PATHS.settings.user}
            leftSection={<IconSettings {...MENU_ICON_PROPS} />}
          >
            {t('userMenu.settings')}
          </Menu.Item>
          <Menu.Item onClick={version.open} leftSection={<IconInfoCircle {...MENU_ICON_PROPS} />}>
            {t('userMenu.version')}
          </Menu.Item>
          <Menu.Divider />
          <ColorSchemeItems />
          <Menu.Divider />
          <Menu.Item
            // The theme's error text colour, readable in both schemes (Mantine's red.6 reads at 3.3:1 on white).
            color="var(--mantine-color-error)"
            onClick={() => void signOut()}
            leftSection={<IconLogout {...MENU_ICON_PROPS} />}
          >
            {t('userMenu.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <VersionDialog opened={versionOpened} onClose={version.close} />
    </>
  );
}

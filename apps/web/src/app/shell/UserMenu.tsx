import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { PATHS } from '../paths';
import { displayName } from '../session/displayName';
import { useSession } from '../session/sessionStore';
import { useSignOut } from '../session/useSignOut';
import { VersionDialog } from './VersionDialog';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** Account menu of the top bar: settings, version information, sign-out. */
export function UserMenu() {
  const t = useT();
  const user = useSession((s) => s.user);
  const signOut = useSignOut();
  const [versionOpened, version] = useDisclosure(false);
  if (!user) return null;
  const name = displayName(user);

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md" width={220}>
        <Menu.Target>
          <UnstyledButton aria-label={t('userMenu.open', { name })} p={4}>
            <Group gap="xs" wrap="nowrap">
              <Avatar radius="xl" size="sm" aria-hidden="true">
                {initials(name)}
              </Avatar>
              <Text size="sm" fw={500} visibleFrom="sm" truncate maw={180}>
                {name}
              </Text>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user.ouName}</Menu.Label>
          <Menu.Item component={Link} to={PATHS.settings.user}>
            {t('userMenu.settings')}
          </Menu.Item>
          <Menu.Item onClick={version.open}>{t('userMenu.version')}</Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => void signOut()}>
            {t('userMenu.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <VersionDialog opened={versionOpened} onClose={version.close} />
    </>
  );
}

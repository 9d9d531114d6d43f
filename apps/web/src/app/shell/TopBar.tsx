import { Burger, Group } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { AppLogo } from './AppLogo';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ menuOpened, onToggleMenu }: TopBarProps) {
  const t = useT();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" className="nhm-topBar">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('shell.toggleMenu')}
          aria-expanded={menuOpened}
        />
        <AppLogo />
      </Group>
      <UserMenu />
    </Group>
  );
}

import { useEffect } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/useT';
import { SectionOutlet } from '../layouts/SectionOutlet';
import { MainNav } from './MainNav';
import { TopBar } from './TopBar';

/** Signed-in frame: top bar, section menu (a drawer on narrow screens) and the current screen. */
export function ShellLayout() {
  const t = useT();
  const [menuOpened, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);
  const { pathname } = useLocation();

  // On a phone the menu covers the screen: close it once the user picked a destination.
  useEffect(() => closeMenu(), [pathname, closeMenu]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar menuOpened={menuOpened} onToggleMenu={toggleMenu} />
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('shell.mainMenu')}>
        <MainNav />
      </AppShell.Navbar>
      <AppShell.Main>
        <SectionOutlet />
      </AppShell.Main>
    </AppShell>
  );
}

import { useEffect } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/useT';
import { SectionOutlet } from '../layouts/SectionOutlet';
import { MainNav } from './MainNav';
import { MAIN_PROPS, SkipLink } from './SkipLink';
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
      <SkipLink />
      {/* The white label's primary colour along the top of every signed-in screen, not on sign-in only. */}
      <AppShell.Header style={{ borderTop: '3px solid var(--mantine-primary-color-filled)' }}>
        <TopBar menuOpened={menuOpened} onToggleMenu={toggleMenu} />
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('shell.mainMenu')}>
        <MainNav />
      </AppShell.Navbar>
      <AppShell.Main {...MAIN_PROPS}>
        <SectionOutlet />
      </AppShell.Main>
    </AppShell>
  );
}

import { AppShell, Group, Text } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { useSession } from '../session/sessionStore';
import { AppLogo } from '../shell/AppLogo';
import { MAIN_PROPS, SkipLink } from '../shell/SkipLink';
import { UserMenu } from '../shell/UserMenu';
import { PublicLayout } from './PublicLayout';
import { SectionOutlet } from './SectionOutlet';

/** Virtual printer layout: a slim top bar (logo, mode name, user menu) and no section menu. */
export function PrinterLayout() {
  const t = useT();
  const logged = useSession((s) => s.status === 'logged');
  if (!logged) return <PublicLayout />;
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <AppLogo />
            <Text fw={600}>{t('section.printer')}</Text>
          </Group>
          <UserMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Main {...MAIN_PROPS}>
        <SectionOutlet />
      </AppShell.Main>
    </AppShell>
  );
}

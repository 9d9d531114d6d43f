import { Alert, Stack, Text, Title } from '@mantine/core';
import { hasPermission, type LabelKey } from '@postbridge/domain';
import { ScreenCards } from '../../../ui/ScreenCards';
import { useSession } from '../../../app/session/sessionStore';
import { useT } from '../../../i18n/useT';

type SystemScreen = 'brandings' | 'channels' | 'options' | 'locales' | 'security' | 'costs' | 'mail';

const CARDS: readonly { screen: SystemScreen; hint: LabelKey }[] = [
  { screen: 'brandings', hint: 'system.home.brandings.hint' },
  { screen: 'channels', hint: 'system.home.channels.hint' },
  { screen: 'options', hint: 'system.home.options.hint' },
  { screen: 'locales', hint: 'system.home.locales.hint' },
  { screen: 'security', hint: 'system.home.security.hint' },
  { screen: 'costs', hint: 'system.home.costs.hint' },
  { screen: 'mail', hint: 'system.home.mail.hint' },
];

/**
 * System home: one card per System screen the user may open (the route guard's rule, menu.ts), each with what it
 * is for. superAdminView opens them all to read: the home says so once.
 */
export function SystemHome() {
  const t = useT();
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h2" id="system-home-title">
        {t('screen.system.home')}
      </Title>
      <Text>{t('system.home.intro')}</Text>
      {!hasPermission(user.permissions, 'superAdmin') && (
        <Alert color="gray" variant="light">
          {t('system.home.readOnly')}
        </Alert>
      )}
      <ScreenCards section="system" user={user} cards={CARDS} labelledBy="system-home-title" />
    </Stack>
  );
}

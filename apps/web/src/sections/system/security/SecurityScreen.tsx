import { Alert, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../../app/session/sessionStore';
import { useT } from '../../../i18n/useT';
import { NotAllowed } from '../../../ui/NotAllowed';
import { ActiveSessions } from './ActiveSessions';
import { SecuritySettingsForm } from './SecuritySettingsForm';
import { canChangeSettings, canEndSessions, canReadSessions, canReadSettings } from './securityAccess';

/**
 * System > Security (issue 15; docs/security.md "Instance security settings"): the instance settings (superAdmin changes them,
 * superAdminView reads them) and the active sessions an administrator can end.
 */
export function SecurityScreen() {
  const t = useT();
  const user = useSession((s) => s.user);
  if (!canReadSessions(user)) return <NotAllowed />;
  const readOnly = !canChangeSettings(user);
  return (
    <Stack gap="lg" p="md">
      <Title order={1} size="h2">
        {t('screen.system.security')}
      </Title>
      <Text>{t('system.security.intro')}</Text>
      {canReadSettings(user) && (
        <Stack gap="sm" component="section" aria-labelledby="security-settings-title">
          <Title order={2} size="h3" id="security-settings-title">
            {t('system.security.settings.title')}
          </Title>
          {readOnly && (
            <Alert color="gray" variant="light">
              {t('system.security.readOnly')}
            </Alert>
          )}
          <SecuritySettingsForm readOnly={readOnly} />
        </Stack>
      )}
      <ActiveSessions canEnd={canEndSessions(user)} />
    </Stack>
  );
}

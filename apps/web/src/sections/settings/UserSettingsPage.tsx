import { Stack, Title } from '@mantine/core';
import { useSession } from '../../app/session/sessionStore';
import { useT } from '../../i18n/useT';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PreferencesForm } from './PreferencesForm';

/** User settings (spec §2): display and notification preferences, and the password change. */
export function UserSettingsPage() {
  const t = useT();
  const user = useSession((state) => state.user);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('screen.settings.user')}</Title>
      {user ? <PreferencesForm key={user.id} preferences={user.uipreferences} /> : null}
      <ChangePasswordForm />
    </Stack>
  );
}

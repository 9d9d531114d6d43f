import { Stack, Title } from '@mantine/core';
import { useSession } from '../../app/session/sessionStore';
import { useT } from '../../i18n/useT';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PreferencesForm } from './PreferencesForm';
import { ProfileForm } from './ProfileForm';

/**
 * User settings (docs/product.md §2): the user's own details and language, preferences, and the password
 * change.
 */
export function UserSettingsPage() {
  const t = useT();
  const user = useSession((state) => state.user);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('screen.settings.user')}</Title>
      {user ? <ProfileForm key={`profile-${user.id}`} user={user} /> : null}
      {user ? <PreferencesForm key={`preferences-${user.id}`} preferences={user.uipreferences} /> : null}
      <ChangePasswordForm />
    </Stack>
  );
}

import { Stack, Title } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { ChangePasswordForm } from './ChangePasswordForm';

/** User settings (spec §2): profile and notifications come later; the password change is here. */
export function UserSettingsPage() {
  const t = useT();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('screen.settings.user')}</Title>
      <ChangePasswordForm />
    </Stack>
  );
}

import { Button, Text } from '@mantine/core';
import { checkToken } from '../../api/endpoints';
import { useSession } from '../../app/session/sessionStore';
import { useSignOut } from '../../app/session/useSignOut';
import { useT } from '../../i18n/useT';
import { AuthCard } from '../auth/AuthCard';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * What a signed-in user sees while their password has expired or is the temporary one an administrator gave
 * them: its change, and a way out. The server refuses every other call meanwhile (-23); once changed, the session
 * user is read again and the screen asked for opens.
 */
export function PasswordExpiredPage() {
  const t = useT();
  const signOut = useSignOut();
  const user = useSession((state) => state.user);
  const refresh = async () => {
    const { user: updated } = await checkToken();
    useSession.getState().userUpdated(updated);
  };
  return (
    <AuthCard title={t('password.expired.title')} subtitle={user ? user.login : undefined}>
      <Text size="sm">{t('password.expired.intro')}</Text>
      <ChangePasswordForm onChanged={() => void refresh()} />
      <Button variant="subtle" onClick={() => void signOut()} w="fit-content">
        {t('userMenu.signOut')}
      </Button>
    </AuthCard>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { changeLostPassword } from '../../api/endpoints';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { PATHS } from '../../app/paths';
import { PasswordStrength } from '../../ui/password/PasswordStrength';
import { AuthCard } from './AuthCard';
import { NewPasswordFields, passwordsMatch } from './NewPasswordFields';

/** Reset by token: the page the lost-password e-mail links to (`/lostPassword/change?login=…&token=…`). */
export function ResetPasswordPage() {
  const t = useT();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const login = params.get('login') ?? '';
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const change = useMutation({
    mutationFn: () =>
      changeLostPassword({ userLogin: login, lostPasswordToken: token, newPassword: password }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (passwordsMatch(password, confirmation)) change.mutate();
  };

  const linkBroken = login === '' || token === '';

  return (
    <AuthCard
      title={t('resetPassword.title')}
      subtitle={login ? t('resetPassword.account', { login }) : undefined}
    >
      {linkBroken ? (
        <Alert color="red" role="alert">
          {t('error.invalidResetToken')}
        </Alert>
      ) : change.isSuccess ? (
        <Alert color="green" role="status">
          {t('resetPassword.done')}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            {change.isError && (
              <Alert color="red" role="alert">
                {errorText(change.error)}
              </Alert>
            )}
            <NewPasswordFields
              password={password}
              confirmation={confirmation}
              onPasswordChange={setPassword}
              onConfirmationChange={setConfirmation}
              submitted={submitted}
            />
            <PasswordStrength password={password} previousPassword="" login={login} />
            <Button type="submit" loading={change.isPending} fullWidth>
              {t('password.submit')}
            </Button>
          </Stack>
        </form>
      )}
      {linkBroken && (
        <Text size="sm">
          <Anchor component={Link} to={PATHS.lostPassword}>
            {t('lostPassword.title')}
          </Anchor>
        </Text>
      )}
      <Anchor component={Link} to={PATHS.base} size="sm">
        {t('common.backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}

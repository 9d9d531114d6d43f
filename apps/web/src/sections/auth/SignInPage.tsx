import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n/useT';
import { useErrorText } from '../../i18n/useErrorText';
import { PATHS } from '../../app/paths';
import { useSession } from '../../app/session/sessionStore';
import { afterSignInPath, useSignIn } from '../../app/session/useSignIn';
import { useApplicationName } from '../../app/theme/useBranding';
import { AuthCard } from './AuthCard';
import { PasswordField } from '../../ui/PasswordField';
import { LanguageSelect } from '../../i18n/LanguageSelect';
import { BrandingNews } from '../system/brandings/BrandingNews';
import { SsoSignIn } from './SsoSignIn';

/** Base route: sign-in with login and password. */
export function SignInPage() {
  const t = useT();
  const errorText = useErrorText();
  const appName = useApplicationName();
  const [params] = useSearchParams();
  const status = useSession((s) => s.status);
  const notice = useSession((s) => s.notice);
  const signIn = useSignIn();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  if (status === 'logged') return <Navigate to={afterSignInPath(params.get('from'))} replace />;

  const loginMissing = submitted && login.trim() === '';
  const passwordMissing = submitted && password === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (login.trim() === '' || password === '') return;
    signIn.mutate({ login: login.trim(), password });
  };

  return (
    <AuthCard title={t('signIn.title')} subtitle={t('signIn.subtitle', { appName })}>
      <BrandingNews />
      {notice && !signIn.isPending && (
        <Alert color="orange" role="alert">
          {t(notice)}
        </Alert>
      )}
      {signIn.isError && (
        <Alert color="red" role="alert">
          {errorText(signIn.error)}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('signIn.login')}
            name="login"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={login}
            onChange={(e) => setLogin(e.currentTarget.value)}
            error={loginMissing ? t('field.required') : undefined}
            data-autofocus
          />
          <PasswordField
            label={t('signIn.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={passwordMissing ? t('field.required') : undefined}
          />
          <Button type="submit" loading={signIn.isPending} fullWidth mt="xs">
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
      <SsoSignIn />
      <Anchor component={Link} to={PATHS.lostPassword} size="sm">
        {t('signIn.forgotPassword')}
      </Anchor>
      <LanguageSelect />
    </AuthCard>
  );
}

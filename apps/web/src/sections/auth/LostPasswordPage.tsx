import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { triggerLostPassword } from '../../api/endpoints';
import { useT } from '../../i18n/useT';
import { PATHS } from '../../app/paths';
import { AuthCard } from './AuthCard';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Lost password: asks for the account's e-mail address. The confirmation is the same whatever the server
 * answers, so the page never tells whether an address has an account.
 */
export function LostPasswordPage() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const trigger = useMutation({
    mutationFn: (address: string) => triggerLostPassword(address),
    onError: (error) => console.warn('Lost password request failed.', error),
  });
  const done = trigger.isSuccess || trigger.isError;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const wrong = !EMAIL.test(address);
    setInvalid(wrong);
    if (!wrong) trigger.mutate(address);
  };

  return (
    <AuthCard title={t('lostPassword.title')}>
      {done ? (
        <Alert color="green" role="status">
          {t('lostPassword.sent')}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('lostPassword.intro')}</Text>
            <TextInput
              label={t('lostPassword.email')}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={invalid ? t('field.invalidEmail') : undefined}
              data-autofocus
            />
            <Button type="submit" loading={trigger.isPending} fullWidth>
              {t('lostPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={PATHS.base} size="sm">
        {t('common.backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { changePassword } from '../../api/endpoints';
import { notifyInfo } from '../../app/notify';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { NewPasswordFields, passwordsMatch } from '../auth/NewPasswordFields';
import { PasswordField } from '../../ui/PasswordField';
import { PasswordStrength } from '../../ui/password/PasswordStrength';

/**
 * Password change of the user settings (docs/product.md §2): current password, new one with its strength
 * (docs/product.md §5, six levels) and its confirmation.
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const t = useT();
  const errorText = useErrorText();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const change = useMutation({
    mutationFn: () => changePassword({ currentPassword: current, newPassword: password }),
    onSuccess: () => {
      notifyInfo(t('notification.passwordChanged'));
      setCurrent('');
      setPassword('');
      setConfirmation('');
      setSubmitted(false);
      onChanged?.();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (current !== '' && passwordsMatch(password, confirmation)) change.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <Stack gap="sm" maw={420}>
        <Title order={2} size="h3" id="change-password-title">
          {t('changePassword.title')}
        </Title>
        {change.isError && (
          <Alert color="red" role="alert">
            {errorText(change.error)}
          </Alert>
        )}
        <PasswordField
          label={t('password.current')}
          name="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.currentTarget.value)}
          error={submitted && current === '' ? t('field.required') : undefined}
        />
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          submitted={submitted}
        />
        <PasswordStrength password={password} previousPassword={current} />
        <Button type="submit" loading={change.isPending} w="fit-content">
          {t('password.submit')}
        </Button>
      </Stack>
    </form>
  );
}

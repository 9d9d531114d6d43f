import { useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '@postbridge/domain';
import { useT } from '../../i18n/useT';
import { PasswordField } from '../../ui/PasswordField';

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  /** The form was submitted: show every problem, not only those of fields already left. */
  submitted: boolean;
}

export function passwordsMatch(password: string, confirmation: string): boolean {
  return password !== '' && password === confirmation;
}

/** New password and its confirmation; "Passwords don't match." once the confirmation is left or submitted. */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  submitted,
}: NewPasswordFieldsProps) {
  const t = useT();
  const [confirmationLeft, setConfirmationLeft] = useState(false);
  const showMismatch = (submitted || (confirmationLeft && confirmation !== '')) && confirmation !== password;
  return (
    <>
      <PasswordField
        label={t('password.new')}
        description={t('password.rule', { minimum: MIN_PASSWORD_LENGTH })}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPasswordChange(e.currentTarget.value)}
        error={submitted && password === '' ? t('field.required') : undefined}
      />
      <PasswordField
        label={t('password.confirm')}
        name="confirm-password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => onConfirmationChange(e.currentTarget.value)}
        onBlur={() => setConfirmationLeft(true)}
        error={showMismatch ? t('error.passwordMismatch') : undefined}
      />
    </>
  );
}

import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useT } from '../i18n/useT';

/**
 * Mantine's password input with a translated name on its show/hide button. The name avoids the word of the
 * field's own label so that "the field labelled Password" stays unambiguous.
 */
export function PasswordField(props: PasswordInputProps) {
  const t = useT();
  return <PasswordInput {...props} visibilityToggleButtonProps={{ 'aria-label': t('password.reveal') }} />;
}

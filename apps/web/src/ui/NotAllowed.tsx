import { Alert } from '@mantine/core';
import { useT } from '../i18n/useT';

/** A screen the user's permissions do not open (reached by typing its address). */
export function NotAllowed() {
  const t = useT();
  return (
    <Alert color="red" role="alert">
      {t('error.unauthorized')}
    </Alert>
  );
}

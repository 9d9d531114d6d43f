import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { AuthCard } from '../auth/AuthCard';
import { isolate } from './bidi';
import { confirmConsent } from './consentApi';

/**
 * The link of the confirmation e-mail (`/consent/confirm/<token>`). The address is confirmed by pressing the
 * button, not by opening the page: mail scanners that open links (and run their scripts) confirm nothing.
 */
export function ConsentConfirmPage() {
  const t = useT();
  const errorText = useErrorText();
  const { confirmationToken = '' } = useParams();
  const confirm = useMutation({ mutationFn: () => confirmConsent(confirmationToken) });

  return (
    <AuthCard title={t('consent.confirm.title')}>
      {confirm.isSuccess ? (
        <Alert color="green" role="status">
          {t('consent.confirm.done', {
            email: isolate(confirm.data.maskedEmail ?? ''),
            sender: confirm.data.senderName,
          })}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('consent.confirm.intro')}</Text>
          {confirm.isError && (
            <Alert color="red" role="alert">
              {errorText(confirm.error)}
            </Alert>
          )}
          <Button onClick={() => confirm.mutate()} loading={confirm.isPending} fullWidth>
            {t('consent.confirm.submit')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}

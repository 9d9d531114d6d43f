import { Alert, Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { AuthCard } from '../auth/AuthCard';
import { consentQueryKey, fetchConsent } from './consentApi';
import { ConsentForm } from './ConsentForm';

/**
 * The page a recipient reaches from a letter's link or QR code (`/consent/<token>`), without signing in: who
 * asks, the current choice, and the form to change it. In the browser's language (Hebrew right to left).
 */
export function ConsentPage() {
  const t = useT();
  const errorText = useErrorText();
  const { token = '' } = useParams();
  const consent = useQuery({
    queryKey: consentQueryKey(token),
    queryFn: () => fetchConsent(token),
    staleTime: Infinity,
  });

  return (
    <AuthCard
      title={t('consent.title')}
      subtitle={consent.data ? t('consent.intro', { sender: consent.data.senderName }) : undefined}
    >
      {consent.isPending ? (
        <Center role="status" aria-label={t('common.loading')}>
          <Loader aria-hidden="true" />
        </Center>
      ) : consent.isError ? (
        <Alert color="red" role="alert">
          {errorText(consent.error)}
        </Alert>
      ) : (
        <ConsentForm token={token} view={consent.data} />
      )}
    </AuthCard>
  );
}

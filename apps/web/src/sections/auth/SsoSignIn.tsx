import { useEffect, useRef } from 'react';
import { Alert, Button, Divider, Loader, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isAppPath, isSsoFlowError } from '@postbridge/domain';
import { api } from '../../api/api';
import { useSignIn } from '../../app/session/useSignIn';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';

/**
 * Single sign-on on the sign-in page: the button when this host's white label offers it, the landing of a
 * finished sign-on (`?ssoCode=`: exchanged once for the session) and the reason of a refused one (`?ssoError=`).
 */
export function SsoSignIn() {
  const t = useT();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const status = useQuery({
    queryKey: ['public', 'ssoStatus'],
    queryFn: () => api.get('/sso/status'),
    retry: false,
  });
  const exchange = useSignIn();
  const code = params.get('ssoCode');
  const reason = params.get('ssoError');
  const from = params.get('from');
  // A code works once: a second exchange (React's development double effects) would refuse the first one's.
  const exchanged = useRef<string | null>(null);
  useEffect(() => {
    if (!code || exchanged.current === code) return;
    exchanged.current = code;
    exchange.mutate({ ssoCode: code });
  }, [code, exchange]);

  if (code && !exchange.isError) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('sso.signingIn')}</Text>
      </Group>
    );
  }
  const startUrl = `/api/sso/start${isAppPath(from) ? `?from=${encodeURIComponent(from)}` : ''}`;
  return (
    <>
      {exchange.isError && (
        <Alert color="red" role="alert">
          {errorText(exchange.error)}
        </Alert>
      )}
      {isSsoFlowError(reason) && (
        <Alert color="red" role="alert">
          {t(`sso.error.${reason}`)}
        </Alert>
      )}
      {status.data?.enabled && (
        <>
          <Divider />
          <Button component="a" href={startUrl} variant="default" fullWidth>
            {t('sso.signInWith', { name: status.data.buttonText ?? '' })}
          </Button>
        </>
      )}
    </>
  );
}

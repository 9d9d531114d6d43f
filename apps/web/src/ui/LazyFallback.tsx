import { useEffect, useState } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { LAZY_LOAD_INDICATOR_DELAY_MS, LAZY_LOAD_TIMEOUT_MS } from '@postbridge/domain';
import { useT } from '../i18n/useT';

type Phase = 'quiet' | 'loading' | 'timedOut';

/**
 * Suspense fallback of lazily loaded sections (docs/product.md §2): nothing for the first 300 ms (no flash on
 * a fast load), then an indicator, and after 20 s a time-out message whose button reloads the page.
 */
export function LazyFallback({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const t = useT();
  const [phase, setPhase] = useState<Phase>('quiet');

  useEffect(() => {
    const indicator = window.setTimeout(() => setPhase('loading'), LAZY_LOAD_INDICATOR_DELAY_MS);
    const timeout = window.setTimeout(() => setPhase('timedOut'), LAZY_LOAD_TIMEOUT_MS);
    return () => {
      window.clearTimeout(indicator);
      window.clearTimeout(timeout);
    };
  }, []);

  if (phase === 'quiet') return null;
  if (phase === 'loading') {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Stack align="center" gap="xs">
          <Loader aria-hidden="true" />
          <Text>{t('common.loading')}</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Center py="xl">
      <Alert color="orange" role="alert" maw={520}>
        <Stack gap="sm">
          <Text>{t('error.lazyTimeout')}</Text>
          <Button onClick={reload} w="fit-content">
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}

import { Center, Loader, Stack, Text } from '@mantine/core';
import { useT } from '../i18n/useT';

/** Shown while the application initialises (token check, labels, branding, configuration). */
export function FullPageLoader() {
  const t = useT();
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text>{t('shell.loading')}</Text>
      </Stack>
    </Center>
  );
}

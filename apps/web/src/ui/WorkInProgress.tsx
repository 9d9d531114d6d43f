import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useT } from '../i18n/useT';

/**
 * Fallback of the catch-all error boundary (docs/product.md §2: "its error fallback says 'work in
 * progress'"). A plain link (not the router's) so that it still works when the router itself failed.
 */
export function WorkInProgress() {
  const t = useT();
  return (
    <Center mih="60vh" p="md">
      <Stack gap="md" maw={560} role="alert">
        <Title order={1}>{t('error.workInProgress.title')}</Title>
        <Text>{t('error.workInProgress.text')}</Text>
        <Anchor href="/">{t('common.backToHome')}</Anchor>
      </Stack>
    </Center>
  );
}

import { Stack, Title } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { EmbeddedStatus } from './EmbeddedStatus';

/**
 * The embedded route (/embedded): where the frame waits between deposits (docs/product.md §4 "Embedded mode").
 * The deposits themselves run through the deposit screens, inside the same frame.
 */
export function EmbeddedSection() {
  const t = useT();
  return (
    <Stack gap="md">
      <Title order={1}>{t('screen.embedded.home')}</Title>
      <EmbeddedStatus />
    </Stack>
  );
}

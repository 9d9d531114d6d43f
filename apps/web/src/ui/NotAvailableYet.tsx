import { Paper, Stack, Text, Title } from '@mantine/core';
import type { LabelKey } from '@postbridge/domain';
import { useT } from '../i18n/useT';

/** Placeholder of a screen that a later version builds: names the screen, never a blank page. */
export function NotAvailableYet({ screen }: { screen: LabelKey }) {
  const t = useT();
  const name = t(screen);
  return (
    <Stack gap="md">
      <Title order={1}>{name}</Title>
      <Paper
        withBorder
        radius="md"
        p="md"
        bg="gray.0"
        component="section"
        aria-labelledby="not-available-title"
      >
        <Title order={2} size="h4" id="not-available-title">
          {t('notAvailable.title')}
        </Title>
        <Text mt="xs">{t('notAvailable.text', { screen: name })}</Text>
      </Paper>
    </Stack>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import type { LabelKey } from '@postbridge/domain';
import { ScreenCards } from '../../../ui/ScreenCards';
import { useSession } from '../../../app/session/sessionStore';
import { useT } from '../../../i18n/useT';

type ProcessingScreen = 'services' | 'recipientsChoice';

const CARDS: readonly { screen: ProcessingScreen; hint: LabelKey }[] = [
  { screen: 'services', hint: 'processing.home.services.hint' },
  { screen: 'recipientsChoice', hint: 'processing.home.recipientsChoice.hint' },
];

/**
 * Processing home: one card per processing screen the user may open (the route guard's rule, menu.ts), each with
 * what it is for.
 */
export function ProcessingHome() {
  const t = useT();
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h2" id="processing-home-title">
        {t('screen.processing.home')}
      </Title>
      <Text>{t('processing.home.intro')}</Text>
      <ScreenCards section="processing" user={user} cards={CARDS} labelledBy="processing-home-title" />
    </Stack>
  );
}

import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { LabelKey } from '@postbridge/domain';
import { canOpenScreen } from '../../../app/menu';
import { PATHS, screenLabel } from '../../../app/paths';
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
  const cards = CARDS.filter((card) => canOpenScreen(user, 'processing', card.screen));
  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h2" id="processing-home-title">
        {t('screen.processing.home')}
      </Title>
      <Text>{t('processing.home.intro')}</Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        component="ul"
        aria-labelledby="processing-home-title"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {cards.map((card) => (
          <Card
            key={card.screen}
            component="li"
            withBorder
            padding="md"
            aria-labelledby={`processing-card-${card.screen}`}
          >
            <Stack gap={4}>
              <Text
                id={`processing-card-${card.screen}`}
                component={Link}
                to={PATHS.processing[card.screen]}
                fw={600}
                size="lg"
                c="blue"
              >
                {t(screenLabel('processing', card.screen))}
              </Text>
              <Text size="sm" c="dimmed">
                {t(card.hint)}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

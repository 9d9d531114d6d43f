import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { hasPermission, type LabelKey } from '@postbridge/domain';
import { canOpenScreen } from '../../../app/menu';
import { PATHS, screenLabel } from '../../../app/paths';
import { useSession } from '../../../app/session/sessionStore';
import { useT } from '../../../i18n/useT';

type SystemScreen = 'brandings' | 'channels' | 'options' | 'locales' | 'security';

const CARDS: readonly { screen: SystemScreen; hint: LabelKey }[] = [
  { screen: 'brandings', hint: 'system.home.brandings.hint' },
  { screen: 'channels', hint: 'system.home.channels.hint' },
  { screen: 'options', hint: 'system.home.options.hint' },
  { screen: 'locales', hint: 'system.home.locales.hint' },
  { screen: 'security', hint: 'system.home.security.hint' },
];

/**
 * System home: one card per System screen the user may open (the route guard's rule, menu.ts), each with what it
 * is for. superAdminView opens them all to read: the home says so once.
 */
export function SystemHome() {
  const t = useT();
  const user = useSession((s) => s.user);
  if (!user) return null;
  const cards = CARDS.filter((card) => canOpenScreen(user, 'system', card.screen));
  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h2" id="system-home-title">
        {t('screen.system.home')}
      </Title>
      <Text>{t('system.home.intro')}</Text>
      {!hasPermission(user.permissions, 'superAdmin') && (
        <Alert color="gray" variant="light">
          {t('system.home.readOnly')}
        </Alert>
      )}
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        component="ul"
        aria-labelledby="system-home-title"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {cards.map((card) => (
          <Card
            key={card.screen}
            component="li"
            withBorder
            padding="md"
            aria-labelledby={`system-card-${card.screen}`}
          >
            <Stack gap={4}>
              <Text
                id={`system-card-${card.screen}`}
                component={Link}
                to={PATHS.system[card.screen]}
                fw={600}
                size="lg"
                c="blue"
              >
                {t(screenLabel('system', card.screen))}
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

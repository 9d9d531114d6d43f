import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LabelKey } from '@postbridge/domain';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { useT } from '../../i18n/useT';

const CARDS: { screen: 'user' | 'addressbox' | 'library'; hint: LabelKey }[] = [
  { screen: 'user', hint: 'settings.home.user' },
  { screen: 'addressbox', hint: 'settings.home.addressbox' },
  { screen: 'library', hint: 'settings.home.library' },
];

/** Settings home (docs/product.md §2): one card per settings screen, each saying what it holds. */
export function SettingsHomePage() {
  const t = useT();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('screen.settings.home')}</Title>
        <Text c="dimmed">{t('settings.home.intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {CARDS.map(({ screen, hint }) => (
          <Card key={screen} withBorder component="section" aria-labelledby={`settings-card-${screen}`}>
            <Stack gap="xs" h="100%" justify="space-between">
              <div>
                <Title order={2} size="h4" id={`settings-card-${screen}`}>
                  {t(`screen.settings.${screen}`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(hint)}
                </Text>
              </div>
              <Button
                component={Link}
                to={PATHS.settings[screen]}
                variant="light"
                style={{ alignSelf: 'flex-start' }}
              >
                {t('settings.home.open')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

import { Anchor, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { DataDisplayMode, SessionUser } from '@postbridge/domain';
import { visibleMenu } from '../../app/menu';
import { MENU_ICON_PROPS } from '../../app/shell/menuIcons';
import { useT } from '../../i18n/useT';

/** The sections this user may use (app/menu.ts), home itself left out, as tiles or a list. */
export function QuickLinks({ user, mode }: { user: SessionUser; mode: DataDisplayMode }) {
  const t = useT();
  const entries = visibleMenu(user).flatMap((entry) => (entry.hint ? [{ ...entry, hint: entry.hint }] : []));
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-quick-links">
      <Title order={2} size="h4" id="home-quick-links">
        {t('home.quickLinks')}
      </Title>
      {mode === 'list' ? (
        <Stack gap={4} component="ul" m={0} ps="md">
          {entries.map((entry) => (
            <li key={entry.id}>
              <Anchor component={Link} to={entry.path}>
                {t(entry.label)}
              </Anchor>{' '}
              <Text span size="sm" c="dimmed">
                {t(entry.hint)}
              </Text>
            </li>
          ))}
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {entries.map((entry) => (
            <Paper key={entry.id} withBorder radius="md" p="sm">
              <Group gap="xs" wrap="nowrap">
                <ThemeIcon variant="light" radius="md" aria-hidden="true">
                  <entry.icon {...MENU_ICON_PROPS} />
                </ThemeIcon>
                <Anchor component={Link} to={entry.path} fw={600}>
                  {t(entry.label)}
                </Anchor>
              </Group>
              <Text size="sm" c="dimmed">
                {t(entry.hint)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

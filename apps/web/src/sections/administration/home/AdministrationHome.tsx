import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { hasPermission, type LabelKey, type Permission, type SessionUser } from '@postbridge/domain';
import { PATHS, screenLabel } from '../../../app/paths';
import { useSession } from '../../../app/session/sessionStore';
import { useT } from '../../../i18n/useT';
import { canChangeAdministration, ReadOnlyNotice } from './adminAccess';

type AdminScreen = 'accounts' | 'users' | 'groups' | 'profiles' | 'permissions';

/**
 * The administration screens and who may open them (the server's rule, policy.ts): adminOu administers its
 * account's settings, users, groups and profiles; adminHierarchy its sub-accounts; superAdmin and superAdminView
 * (reading only) every one. The group and OU masks carry no administration.
 */
const CARDS: readonly { screen: AdminScreen; hint: LabelKey; anyOf: readonly Permission[] }[] = [
  {
    screen: 'accounts',
    hint: 'admin.home.accounts.hint',
    anyOf: ['adminOu', 'adminHierarchy', 'superAdmin', 'superAdminView'],
  },
  { screen: 'users', hint: 'admin.home.users.hint', anyOf: ['adminOu', 'superAdmin', 'superAdminView'] },
  { screen: 'groups', hint: 'admin.home.groups.hint', anyOf: ['adminOu', 'superAdmin', 'superAdminView'] },
  {
    screen: 'profiles',
    hint: 'admin.home.profiles.hint',
    anyOf: ['adminOu', 'superAdmin', 'superAdminView'],
  },
  {
    screen: 'permissions',
    hint: 'admin.home.permissions.hint',
    anyOf: ['adminOu', 'superAdmin', 'superAdminView'],
  },
];

function adminScreensFor(user: Pick<SessionUser, 'permissions'>): AdminScreen[] {
  return CARDS.filter((c) => c.anyOf.some((p) => hasPermission(user.permissions, p))).map((c) => c.screen);
}

/** Administration home: one card per administration screen the user may open, each with what it is for. */
export function AdministrationHome() {
  const t = useT();
  const user = useSession((s) => s.user);
  if (!user) return null;
  const screens = adminScreensFor(user);
  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h2" id="admin-home-title">
        {t('screen.administration.home')}
      </Title>
      <Text>{t('admin.home.intro')}</Text>
      {!canChangeAdministration(user) && !hasPermission(user.permissions, 'adminHierarchy') && (
        <ReadOnlyNotice />
      )}
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        component="ul"
        aria-labelledby="admin-home-title"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {CARDS.filter((c) => screens.includes(c.screen)).map((card) => (
          <Card
            key={card.screen}
            component="li"
            withBorder
            padding="md"
            aria-labelledby={`admin-card-${card.screen}`}
          >
            <Stack gap={4}>
              <Text
                id={`admin-card-${card.screen}`}
                component={Link}
                to={PATHS.administration[card.screen]}
                fw={600}
                size="lg"
                c="var(--mantine-color-anchor)"
              >
                {t(screenLabel('administration', card.screen))}
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

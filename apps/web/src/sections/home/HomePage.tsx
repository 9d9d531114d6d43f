import { Stack, Title } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { displayName } from '../../app/session/displayName';
import { useSession } from '../../app/session/sessionStore';
import { HomeDashboard } from './HomeDashboard';

/** Home (welcome): the dashboard counters; latest deliveries, pending deposits and quick links come later. */
export function HomePage() {
  const t = useT();
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('home.welcome', { name: displayName(user) })}</Title>
      <HomeDashboard user={user} />
    </Stack>
  );
}

import { lazy, Suspense } from 'react';
import { Stack, Title } from '@mantine/core';
import { DEFAULT_DATA_DISPLAY_MODE } from '@postbridge/domain';
import { DesktopNotificationsPanel } from '../../app/notifications/DesktopNotificationsPanel';
import { displayName } from '../../app/session/displayName';
import { useSession } from '../../app/session/sessionStore';
import { countersRange } from '../../app/tabs/counters';
import { useT } from '../../i18n/useT';
import { HomeCharts } from './HomeCharts';
import { HomeDashboard } from './HomeDashboard';
import { BrandingNews } from '../system/brandings/BrandingNews';

// Home is the landing page after sign-in: its title and counters come in the section's chunk, the lists below in
// a chunk of their own, so they never hold the first paint back.
const HomeLists = lazy(() => import('./HomeLists').then((m) => ({ default: m.HomeLists })));

/**
 * Home (welcome, docs/product.md §2): the dashboard counters, latest deliveries, pending deposits, recent
 * activity and quick links, all over the user's search range, plus the desktop notifications switch.
 */
export function HomePage() {
  const t = useT();
  const user = useSession((s) => s.user);
  if (!user) return null;
  const range = countersRange(user);
  const mode = user.uipreferences.dataDisplayMode ?? DEFAULT_DATA_DISPLAY_MODE;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('home.welcome', { name: displayName(user) })}</Title>
      <BrandingNews />
      <DesktopNotificationsPanel preferences={user.uipreferences} />
      <HomeDashboard user={user} />
      <HomeCharts user={user} range={range} />
      <Suspense fallback={null}>
        <HomeLists user={user} range={range} mode={mode} />
      </Suspense>
    </Stack>
  );
}

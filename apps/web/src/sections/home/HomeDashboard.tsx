import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_DATA_DISPLAY_MODE, type SessionUser } from '@postbridge/domain';
import { canOpenSection } from '../../app/menu';
import { useT } from '../../i18n/useT';
import { CounterList } from './CounterList';
import { CounterTiles } from './CounterTiles';
import { useFormatDay } from '../../ui/format';
import { useDashboardCounters } from './useDashboardCounters';

/**
 * The counters of docs/product.md §4 over the user's search range, as tiles or a list per the user's
 * preference.
 */
export function HomeDashboard({ user }: { user: SessionUser }) {
  const t = useT();
  const formatDay = useFormatDay();
  const queryClient = useQueryClient();
  const { counters, range, failed } = useDashboardCounters(user);
  const rangeText = t('home.range', { from: formatDay(range.fromDate), to: formatDay(range.toDate) });
  const mode = user.uipreferences.dataDisplayMode ?? DEFAULT_DATA_DISPLAY_MODE;
  // Each counter opens the Manage list it counts; without Manage the numbers stay plain text.
  const linked = canOpenSection(user, 'manage');
  return (
    <Stack gap="md" component="section" aria-labelledby="home-counters">
      <div>
        <Title order={2} id="home-counters" size="h3">
          {t('home.counters')}
        </Title>
        <Text c="dimmed" size="sm">
          {rangeText}
        </Text>
      </div>
      {failed && (
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('home.countersError')}</Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() =>
                void queryClient.refetchQueries({ queryKey: ['session', 'counters'], type: 'all' })
              }
            >
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {mode === 'list' ? (
        <CounterList counters={counters} caption={rangeText} linked={linked} />
      ) : (
        <CounterTiles counters={counters} linked={linked} />
      )}
    </Stack>
  );
}

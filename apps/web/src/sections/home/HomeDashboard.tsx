import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DATA_DISPLAY_MODE, type SessionUser } from '@postbridge/domain';
import { useT } from '../../i18n/useT';
import { CounterList } from './CounterList';
import { CounterTiles } from './CounterTiles';
import { useDashboardCounters } from './useDashboardCounters';

function formatDay(day: string, locale: string): string {
  // API days are UTC calendar days: format them in UTC so that no time zone shifts the date.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The counters of spec §4 over the user's search range, as tiles or a list per the user's preference. */
export function HomeDashboard({ user }: { user: SessionUser }) {
  const t = useT();
  const { i18n } = useTranslation();
  const { counters, range, failed } = useDashboardCounters(user.uipreferences.defaultSearchRangeDays);
  const rangeText = t('home.range', {
    from: formatDay(range.fromDate, i18n.language),
    to: formatDay(range.toDate, i18n.language),
  });
  const mode = user.uipreferences.dataDisplayMode ?? DEFAULT_DATA_DISPLAY_MODE;
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
          {t('home.countersError')}
        </Alert>
      )}
      {mode === 'list' ? (
        <CounterList counters={counters} caption={rangeText} />
      ) : (
        <CounterTiles counters={counters} />
      )}
    </Stack>
  );
}

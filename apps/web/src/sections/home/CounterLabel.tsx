import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import type { DashboardCounter } from './dashboardCounters';

/** A counter's name, as a link to the list it counts when the user may open that list. */
export function CounterLabel({ counter, linked }: { counter: DashboardCounter; linked: boolean }) {
  const t = useT();
  if (!linked) return <>{t(counter.label)}</>;
  return (
    <Anchor component={Link} to={counter.path} inherit>
      {t(counter.label)}
    </Anchor>
  );
}

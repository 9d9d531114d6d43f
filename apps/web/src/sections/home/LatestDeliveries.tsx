import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link } from 'react-router';
import { PATHS } from '../../app/paths';
import type { CountersRange } from '../../app/tabs/counters';
import { useT } from '../../i18n/useT';
import { useFormatDateTime } from '../../ui/format';
import { fetchLatestDeliveries, HOME_LIST_SIZE, homeQueryKey } from './homeApi';
import { HomeList, HomeListItem } from './HomeList';
import { HomePanel } from './HomePanel';
import { StatusBadge } from '../../ui/status/StatusBadge';
import { commandStatus } from '../../ui/status/statuses';

/** The newest deliveries of the search range; each opens its detail in Manage when the user may open Manage. */
export function LatestDeliveries({ range, linked }: { range: CountersRange; linked: boolean }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const query = useQuery({
    queryKey: homeQueryKey('deliveries', range),
    queryFn: () => fetchLatestDeliveries(range, HOME_LIST_SIZE),
  });
  const deliveries = query.data?.deliveries ?? [];
  return (
    <HomePanel
      id="home-latest-deliveries"
      title={t('home.latestDeliveries')}
      state={query}
      empty={deliveries.length === 0}
      emptyText={t('home.latestDeliveries.empty')}
      footer={
        linked && deliveries.length > 0 ? (
          <Anchor component={Link} to={PATHS.manage.deliveries} size="sm">
            {t('home.latestDeliveries.all')}
          </Anchor>
        ) : null
      }
    >
      <HomeList>
        {deliveries.map((delivery) => (
          <HomeListItem
            key={delivery.id}
            title={delivery.name}
            to={linked ? generatePath(PATHS.manage.deliveryDetail, { deliveryId: delivery.id }) : null}
            line={t('home.latestDeliveries.line', {
              channel: delivery.serviceChannelLabel,
              count: delivery.recipients,
              date: formatDateTime(delivery.creationDate),
            })}
            badge={<StatusBadge status={commandStatus(delivery.state)} />}
          />
        ))}
      </HomeList>
    </HomePanel>
  );
}

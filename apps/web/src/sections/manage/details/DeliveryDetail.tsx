import { useState } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/useT';
import { DeliveryBillingTab } from './DeliveryBillingTab';
import { DeliveryDetailsTab } from './DeliveryDetailsTab';
import { DeliveryHeader } from './DeliveryHeader';
import { DeliveryProofsTab } from './DeliveryProofsTab';
import { detailKeys, fetchCommand, fetchCommandRevisions } from './detailsApi';
import { HistoryTable } from './HistoryTable';
import { QueryState } from './QueryState';
import { commandStatus } from '../../../ui/status/statuses';
import { useCommandShipments } from './useCommandShipments';
import type { DeliveryCommand } from '@postbridge/domain';

type DeliveryTab = 'details' | 'history' | 'billing' | 'proofs';

/**
 * An order (delivery command; docs/product.md §2 Manage "deliveries/detail"): details, cancel, free, history,
 * billing and proofs. `deliveryId` is the command's id, as the deliveries list and the route give it.
 */
export function DeliveryDetail({ deliveryId }: { deliveryId: string }) {
  const command = useQuery({
    queryKey: detailKeys.command(deliveryId),
    queryFn: () => fetchCommand(deliveryId),
  });
  return <QueryState query={command}>{(data) => <CommandDetail command={data} />}</QueryState>;
}

function CommandDetail({ command }: { command: DeliveryCommand }) {
  const t = useT();
  const [tab, setTab] = useState<DeliveryTab>('details');
  const shipments = useCommandShipments(command);
  const revisions = useQuery({
    queryKey: detailKeys.commandRevisions(command.id),
    queryFn: () => fetchCommandRevisions(command.id),
  });
  return (
    <Stack gap="md">
      <DeliveryHeader command={command} />
      <Tabs value={tab} onChange={(value) => value && setTab(value as DeliveryTab)} keepMounted={false}>
        <Tabs.List aria-label={t('details.tabs')} style={{ flexWrap: 'wrap' }}>
          <Tabs.Tab value="details">{t('details.tab.details')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('details.tab.history')}</Tabs.Tab>
          <Tabs.Tab value="billing">{t('details.tab.billing')}</Tabs.Tab>
          <Tabs.Tab value="proofs">{t('details.tab.proofs')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="sm">
          <DeliveryDetailsTab command={command} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="sm">
          <QueryState query={revisions}>
            {(entries) => <HistoryTable revisions={entries} stateView={commandStatus} />}
          </QueryState>
        </Tabs.Panel>
        <Tabs.Panel value="billing" pt="sm">
          <DeliveryBillingTab command={command} shipments={shipments} />
        </Tabs.Panel>
        <Tabs.Panel value="proofs" pt="sm">
          <DeliveryProofsTab command={command} shipments={shipments} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

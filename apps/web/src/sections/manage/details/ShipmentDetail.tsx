import { useState } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Shipment } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { detailKeys } from './detailsApi';
import { KeyValueTable } from './KeyValueTable';
import { QueryState } from './QueryState';
import { ShipmentAcknowledgementTab } from './ShipmentAcknowledgementTab';
import { ShipmentHeader } from './ShipmentHeader';
import { ShipmentHistoryTab } from './ShipmentHistoryTab';
import { ShipmentOptionsTab } from './ShipmentOptionsTab';
import { ShipmentRequirementsTab } from './ShipmentRequirementsTab';
import { ShipmentTrackingTab } from './ShipmentTrackingTab';
import { useShipment } from './useShipment';

type ShipmentTab = 'history' | 'metadata' | 'options' | 'requirements' | 'tracking' | 'acknowledgement';

interface ShipmentDetailProps {
  shipmentId: string;
  /** The shipment as the list that opens it has it: shown at once, then read again. */
  shipment?: Shipment;
}

/**
 * A document (shipment; docs/product.md §2 Manage "Documents"): header with its downloads, and the tabs
 * history, metadata, options, requirements, tracking and acknowledgement.
 */
export function ShipmentDetail({ shipmentId, shipment }: ShipmentDetailProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useShipment(shipmentId, shipment);
  // A shipment in error opens on its acknowledgement: it is what the documents-in-error list is for.
  const [tab, setTab] = useState<ShipmentTab | null>(null);

  return (
    <QueryState query={query}>
      {(data) => {
        const current = tab ?? (data.error && !data.acknowledged ? 'acknowledgement' : 'history');
        return (
          <Stack gap="md">
            <ShipmentHeader shipment={data} />
            <Tabs
              value={current}
              onChange={(value) => value && setTab(value as ShipmentTab)}
              keepMounted={false}
            >
              <Tabs.List aria-label={t('details.tabs')} style={{ flexWrap: 'wrap' }}>
                <Tabs.Tab value="history">{t('details.tab.history')}</Tabs.Tab>
                <Tabs.Tab value="metadata">{t('details.tab.metadata')}</Tabs.Tab>
                <Tabs.Tab value="options">{t('details.tab.options')}</Tabs.Tab>
                <Tabs.Tab value="requirements">{t('details.tab.requirements')}</Tabs.Tab>
                <Tabs.Tab value="tracking">{t('details.tab.tracking')}</Tabs.Tab>
                <Tabs.Tab value="acknowledgement">{t('details.tab.acknowledgement')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="history" pt="sm">
                <ShipmentHistoryTab shipmentId={data.id} />
              </Tabs.Panel>
              <Tabs.Panel value="metadata" pt="sm">
                <KeyValueTable values={data.metadata} empty={t('details.metadata.empty')} />
              </Tabs.Panel>
              <Tabs.Panel value="options" pt="sm">
                <ShipmentOptionsTab options={data.options} />
              </Tabs.Panel>
              <Tabs.Panel value="requirements" pt="sm">
                <ShipmentRequirementsTab shipment={data} />
              </Tabs.Panel>
              <Tabs.Panel value="tracking" pt="sm">
                <ShipmentTrackingTab shipment={data} />
              </Tabs.Panel>
              <Tabs.Panel value="acknowledgement" pt="sm">
                <ShipmentAcknowledgementTab
                  shipment={data}
                  onAcknowledged={(updated) => {
                    // Stay on the tab that now says it is done (the default would move to the history).
                    setTab('acknowledgement');
                    // The list beside it, its history and the counters are read again (AcknowledgeButton).
                    queryClient.setQueryData(detailKeys.shipment(updated.id), updated);
                  }}
                />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        );
      }}
    </QueryState>
  );
}

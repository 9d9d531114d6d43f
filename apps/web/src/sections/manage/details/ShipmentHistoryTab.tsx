import { Stack, Table, Text, Title } from '@mantine/core';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/useT';
import { detailKeys, fetchShipmentRevisions } from './detailsApi';
import { useFormatDate } from '../../../ui/format';
import { HistoryTable } from './HistoryTable';
import { QueryState } from './QueryState';
import { StatusBadge } from '../../../ui/status/StatusBadge';
import { shipmentStatus } from '../../../ui/status/statuses';

/** Every status received (when it happened, its code and meaning, who reported it), then what changed. */
export function ShipmentHistoryTab({ shipmentId }: { shipmentId: string }) {
  const t = useT();
  const formatDate = useFormatDate();
  const revisions = useQuery({
    queryKey: detailKeys.shipmentRevisions(shipmentId),
    queryFn: () => fetchShipmentRevisions(shipmentId),
  });
  return (
    <QueryState query={revisions}>
      {({ events, history }) => (
        <Stack gap="md">
          <Title order={3} size="h4">
            {t('details.events.title')}
          </Title>
          {events.length === 0 ? (
            <Text c="dimmed">{t('details.events.empty')}</Text>
          ) : (
            <ScrollRegion>
              <Table striped miw={520}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('details.history.date')}</Table.Th>
                    <Table.Th scope="col">{t('details.field.status')}</Table.Th>
                    <Table.Th scope="col">{t('details.events.source')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {events.map((event) => {
                    const view = shipmentStatus(event.statusCode);
                    return (
                      <Table.Tr key={event.eventId}>
                        <Table.Td>{formatDate(event.at)}</Table.Td>
                        <Table.Td>
                          <StatusBadge
                            kind={view.kind}
                            label={t('details.events.status', {
                              code: event.statusCode,
                              label: t(view.label, view.params),
                            })}
                          />
                        </Table.Td>
                        <Table.Td>
                          {event.source}
                          {event.hash && (
                            // The proof chain: a short hash to compare with the evidence file's.
                            <Text size="xs" c="dimmed" ff="monospace" title={event.hash}>
                              {t('details.evidence.chainHash', { hash: event.hash.slice(0, 12) })}
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
          )}
          <Title order={3} size="h4">
            {t('details.history.changes')}
          </Title>
          <HistoryTable revisions={history} stateView={(state) => shipmentStatus(Number(state))} />
        </Stack>
      )}
    </QueryState>
  );
}

import { Anchor, Table, Text } from '@mantine/core';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useT } from '../../../i18n/useT';
import { detailKeys, fetchJobCommands } from './detailsApi';
import { useFormatDate } from '../../../ui/format';
import { QueryState } from './QueryState';
import { StatusBadge } from '../../../ui/status/StatusBadge';
import { commandStatus } from '../../../ui/status/statuses';
import { ChannelName } from '../../../ui/channels/ChannelName';

/** The orders (delivery commands) made from a deposit, each opening its detail screen. */
export function JobOrdersTab({ jobId }: { jobId: string }) {
  const t = useT();
  const formatDate = useFormatDate();
  const commands = useQuery({
    queryKey: detailKeys.jobCommands(jobId),
    queryFn: () => fetchJobCommands(jobId),
  });
  return (
    <QueryState query={commands}>
      {(list) =>
        list.length === 0 ? (
          <Text c="dimmed">{t('details.deliveries.empty')}</Text>
        ) : (
          <ScrollRegion>
            <Table striped miw={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('details.field.order')}</Table.Th>
                  <Table.Th scope="col">{t('details.field.state')}</Table.Th>
                  <Table.Th scope="col">{t('details.channels.title')}</Table.Th>
                  <Table.Th scope="col">{t('details.field.letters')}</Table.Th>
                  <Table.Th scope="col">{t('details.field.postDate')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((command) => (
                  <Table.Tr key={command.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={generatePath(PATHS.manage.deliveryDetail, { deliveryId: command.id })}
                      >
                        {t('details.deliveries.open', { date: formatDate(command.creationDate) ?? '' })}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={commandStatus(command.state)} />
                    </Table.Td>
                    <Table.Td>
                      {command.deliveries.length > 0 ? (
                        <ChannelName
                          channels={command.deliveries.map((d) => ({
                            channelId: d.channelId,
                            label: d.serviceChannelLabel,
                          }))}
                        />
                      ) : (
                        t('details.none')
                      )}
                    </Table.Td>
                    <Table.Td>{command.packGroupCount}</Table.Td>
                    <Table.Td>
                      {formatDate(command.postDate ?? command.expectedPostDate) ?? t('details.none')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )
      }
    </QueryState>
  );
}

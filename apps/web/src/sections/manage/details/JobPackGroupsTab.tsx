import { Table, Text } from '@mantine/core';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { useQuery } from '@tanstack/react-query';
import type { Job, PackGroup } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { recipientNameOf } from '../../deposit/packgroups/letters';
import { DownloadButton } from '../../../ui/download/DownloadButton';
import { detailKeys, downloadPaths, fetchJobPackGroups } from './detailsApi';
import { QueryState } from './QueryState';
import { StatusBadge } from '../../../ui/status/StatusBadge';
import { packGroupStatus } from '../../../ui/status/statuses';

/** Who a letter goes to: its recipient's name (letters.ts), else its recipient identifier. */
const recipientOf = (group: PackGroup) => recipientNameOf(group) ?? group.identifier;

/** The letters (pack groups) of a deposit, each with its pages and its PDF. */
export function JobPackGroupsTab({ job }: { job: Job }) {
  const t = useT();
  const packGroups = useQuery({
    queryKey: detailKeys.jobPackGroups(job.id),
    queryFn: () => fetchJobPackGroups(job.id),
  });
  return (
    <QueryState query={packGroups}>
      {(groups) =>
        groups.length === 0 ? (
          <Text c="dimmed">{t('details.packGroups.empty')}</Text>
        ) : (
          <ScrollRegion>
            <Table striped miw={720}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('details.packGroups.position')}</Table.Th>
                  <Table.Th scope="col">{t('details.packGroups.recipient')}</Table.Th>
                  <Table.Th scope="col">{t('details.packGroups.pages')}</Table.Th>
                  <Table.Th scope="col">{t('details.packGroups.documents')}</Table.Th>
                  <Table.Th scope="col">{t('details.field.state')}</Table.Th>
                  <Table.Th scope="col">{t('details.packGroups.pdf')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {groups.map((group) => {
                  const position = group.position;
                  const name = t('details.packGroups.pdfName', { position });
                  return (
                    <Table.Tr key={group.id}>
                      <Table.Td>{position}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        {recipientOf(group) ?? t('details.none')}
                      </Table.Td>
                      <Table.Td>
                        {t('details.packGroups.pageRange', {
                          first: group.firstPage,
                          last: group.lastPage,
                          count: group.pageCount,
                        })}
                      </Table.Td>
                      <Table.Td>{group.packs.length}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={packGroupStatus(group.state)} />
                      </Table.Td>
                      <Table.Td>
                        {job.flags.filesPurged ? (
                          t('details.flag.filesPurged')
                        ) : (
                          <DownloadButton
                            path={downloadPaths.packGroupRawFile(group.id)}
                            name={name}
                            fileName={`${name}.pdf`}
                          />
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )
      }
    </QueryState>
  );
}

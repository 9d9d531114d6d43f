import { Alert, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { useIssueKeyText } from '../delivery/issueText';
import { fetchOrphanChunks, packGroupKeys } from './packGroupsApi';

/**
 * The parts and records of the deposit that matched no recipient, or a recipient that had one already (GET
 * /jobs/{id}/orphanChunks): they are not sent, and the depositor sees why. Nothing is shown when there are none.
 */
export function OrphanChunks({ jobId }: { jobId: string }) {
  const t = useT();
  const issueText = useIssueKeyText();
  const errorText = useErrorText();
  const chunks = useQuery({
    queryKey: packGroupKeys.orphanChunks(jobId),
    queryFn: () => fetchOrphanChunks(jobId),
  });

  if (chunks.isError)
    return (
      <Alert color="red" role="alert" title={t('deposit.packGroups.orphans.title')}>
        {errorText(chunks.error)}
      </Alert>
    );
  if (!chunks.data?.length) return null;
  const reason = (key: string) => issueText(key) ?? t('deposit.packGroups.orphans.otherReason');

  return (
    <Stack gap="xs" component="section" aria-label={t('deposit.packGroups.orphans.title')}>
      <Title order={3}>{t('deposit.packGroups.orphans.title')}</Title>
      <Text size="sm">{t('deposit.packGroups.orphans.intro', { n: chunks.data.length })}</Text>
      <ScrollArea>
        <Table striped verticalSpacing="xs" miw={640} aria-label={t('deposit.packGroups.orphans.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('deposit.packGroups.box')}</Table.Th>
              <Table.Th>{t('deposit.packGroups.where')}</Table.Th>
              <Table.Th>{t('deposit.packGroups.recipient')}</Table.Th>
              <Table.Th>{t('deposit.packGroups.orphans.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chunks.data.map((chunk) => (
              <Table.Tr key={chunk.id}>
                <Table.Td>{chunk.boxName}</Table.Td>
                <Table.Td>
                  {chunk.recordLine !== null
                    ? t('deposit.packGroups.recordLine', { line: chunk.recordLine })
                    : chunk.firstPage !== null && chunk.lastPage !== null
                      ? t('deposit.packGroups.pageSpan', { first: chunk.firstPage, last: chunk.lastPage })
                      : t('deposit.packGroups.wholeFile')}
                </Table.Td>
                <Table.Td>
                  {chunk.identifier ??
                    Object.entries(chunk.values)
                      .map(([name, value]) => `${name}: ${value}`)
                      .join(', ')}
                </Table.Td>
                <Table.Td>{reason(chunk.reason)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Button, Center, Loader, Pagination, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PackGroup } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { CheckStatusBadge } from '../packgroups/CheckStatusBadge';
import { StatusBadge } from '../../../ui/status/StatusBadge';
import { packGroupStatus } from '../../../ui/status/statuses';
import { fetchPackGroupFile, fetchPackGroups, packGroupKeys, saveBlob } from '../packgroups/packGroupsApi';
import { groupCheckStatus } from '../packgroups/requirements';

const PAGE_SIZE = 25;
/**
 * The pack groups an order holds. A pack group does not name its command in the API, so these are the job's
 * ordered ones (SHIPMENT_IN_CREATION, NOT_ELIGIBLE): the command's own when the job has one order.
 */
const ORDERED = new Set(['SHIPMENT_IN_CREATION', 'NOT_ELIGIBLE']);

function DownloadButton({ group }: { group: PackGroup }) {
  const t = useT();
  const errorText = useErrorText();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const number = group.position;
  return (
    <Stack gap={4}>
      <Button
        size="xs"
        variant="subtle"
        loading={loading}
        aria-label={t('send.validation.downloadLetter', { position: number })}
        onClick={() => {
          setLoading(true);
          setError(null);
          fetchPackGroupFile(group.id)
            .then((blob) => saveBlob(blob, `${group.identifier ?? number}.pdf`))
            .catch((cause: unknown) => setError(cause))
            .finally(() => setLoading(false));
        }}
      >
        {t('send.packGroups.downloadPdf')}
      </Button>
      {error !== null && (
        <Text size="xs" c="red" role="alert">
          {errorText(error)}
        </Text>
      )}
    </Stack>
  );
}

/** The letters of a pending order: recipient, pages, documents, address check, and each one's PDF. */
export function CommandPackGroups({ jobId }: { jobId: string }) {
  const t = useT();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const groups = useQuery({
    queryKey: packGroupKeys.packGroups(jobId),
    queryFn: () => fetchPackGroups(jobId),
  });

  if (groups.isPending)
    return (
      <Center role="status" aria-label={t('common.loading')}>
        <Loader size="sm" aria-hidden="true" />
      </Center>
    );
  if (groups.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(groups.error)}
      </Alert>
    );
  const ordered = groups.data.filter((g) => ORDERED.has(g.state)).sort((a, b) => a.position - b.position);
  if (!ordered.length) return <Text size="sm">{t('send.validation.noLetters')}</Text>;
  const pages = Math.ceil(ordered.length / PAGE_SIZE);
  const rows = ordered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <Stack gap="xs">
      <ScrollArea>
        <Table striped verticalSpacing="xs" miw={720} aria-label={t('send.validation.letters')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('deposit.packGroups.position')}</Table.Th>
              <Table.Th>{t('send.packGroups.recipient')}</Table.Th>
              <Table.Th>{t('deposit.packGroups.pages')}</Table.Th>
              <Table.Th>{t('send.packGroups.documents')}</Table.Th>
              <Table.Th>{t('send.packGroups.checkStatus')}</Table.Th>
              <Table.Th>{t('send.packGroups.state')}</Table.Th>
              <Table.Th>{t('send.validation.pdf')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((group) => (
              <Table.Tr key={group.id}>
                <Table.Td>{group.position}</Table.Td>
                <Table.Td>{group.identifier ?? ''}</Table.Td>
                <Table.Td>{group.pageCount}</Table.Td>
                <Table.Td>
                  {group.packs.map((pack) => t(`send.packGroups.kind.${pack.kind}`)).join(', ')}
                </Table.Td>
                <Table.Td>
                  <CheckStatusBadge status={groupCheckStatus(group)} />
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={packGroupStatus(group.state)} />
                </Table.Td>
                <Table.Td>
                  <DownloadButton group={group} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          getItemProps={(n) => ({ 'aria-label': t('send.packGroups.page', { n }) })}
          getControlProps={(control) => ({
            'aria-label': t(
              control === 'previous' || control === 'first'
                ? 'send.packGroups.previous'
                : 'send.packGroups.next',
            ),
          })}
        />
      )}
    </Stack>
  );
}

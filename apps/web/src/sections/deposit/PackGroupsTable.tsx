import { Alert, Badge, Button, Group, ScrollArea, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PackGroup } from '@postbridge/domain';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { fetchPackGroups, mainAddress, rejectPackGroups } from './depositApi';

const STATUS_COLOR: Record<string, string> = { GOOD: 'green', MODIFIED: 'blue', FORCED: 'orange' };
const KNOWN_STATUS = ['GOOD', 'MODIFIED', 'FORCED'] as const;

export const packGroupsQueryKey = (jobId: string) => ['deposit', 'packGroups', jobId] as const;

function StatusBadge({ status }: { status: string | null }) {
  const t = useT();
  if (status === null) return <Text size="sm">{t('deposit.packGroups.noAddress')}</Text>;
  const known = (KNOWN_STATUS as readonly string[]).includes(status);
  const key = known ? (`deposit.status.${status}` as const) : 'deposit.status.BAD';
  return (
    <Badge color={STATUS_COLOR[status] ?? 'red'} variant="light">
      {t(key as 'deposit.status.GOOD')}
    </Badge>
  );
}

function isRejected(group: PackGroup): boolean {
  return group.state !== 'CREATED';
}

/** The pack groups of a processed deposit: pages, address and its check, with a reject action per row. */
export function PackGroupsTable({ jobId }: { jobId: string }) {
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const groups = useQuery({ queryKey: packGroupsQueryKey(jobId), queryFn: () => fetchPackGroups(jobId) });
  const reject = useMutation({
    mutationFn: (id: string) => rejectPackGroups([id]),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packGroupsQueryKey(jobId) }),
  });

  if (groups.isPending) return <Text role="status">{t('common.loading')}</Text>;
  if (groups.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(groups.error)}
      </Alert>
    );

  const rows = [...groups.data].sort((a, b) => a.position - b.position);
  const statuses = rows.map((g) => mainAddress(g)?.status ?? null);
  const count = (s: string) => statuses.filter((v) => v === s).length;
  const bad = statuses.filter((v) => v !== null && !(KNOWN_STATUS as readonly string[]).includes(v)).length;

  return (
    <>
      <Group gap="xs" aria-label={t('deposit.packGroups.summaryLabel')} role="group">
        <Text fw={600}>{t('deposit.packGroups.total', { n: rows.length })}</Text>
        <Badge color="green" variant="light">
          {t('deposit.packGroups.countGood', { n: count('GOOD') })}
        </Badge>
        <Badge color="blue" variant="light">
          {t('deposit.packGroups.countModified', { n: count('MODIFIED') })}
        </Badge>
        <Badge color="orange" variant="light">
          {t('deposit.packGroups.countForced', { n: count('FORCED') })}
        </Badge>
        <Badge color="red" variant="light">
          {t('deposit.packGroups.countBad', { n: bad })}
        </Badge>
      </Group>
      {reject.isError ? (
        <Alert color="red" role="alert">
          {errorText(reject.error)}
        </Alert>
      ) : null}
      <ScrollArea>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('deposit.packGroups.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('deposit.packGroups.position')}</Table.Th>
              <Table.Th>{t('deposit.packGroups.pages')}</Table.Th>
              <Table.Th>{t('deposit.packGroups.address')}</Table.Th>
              <Table.Th>{t('deposit.packGroups.check')}</Table.Th>
              <Table.Th>{t('deposit.packGroups.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((group) => {
              const address = mainAddress(group);
              return (
                <Table.Tr key={group.id}>
                  <Table.Td>{group.position}</Table.Td>
                  <Table.Td>
                    {t('deposit.packGroups.pageRange', {
                      first: group.firstPage,
                      last: group.lastPage,
                      n: group.pageCount,
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                      {address?.value ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={address?.status ?? null} />
                  </Table.Td>
                  <Table.Td>
                    {isRejected(group) ? (
                      <Badge color="gray">{t('deposit.packGroups.rejected')}</Badge>
                    ) : (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={reject.isPending && reject.variables === group.id}
                        onClick={() => reject.mutate(group.id)}
                        aria-label={t('deposit.packGroups.rejectOne', { position: group.position })}
                      >
                        {t('deposit.packGroups.reject')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}

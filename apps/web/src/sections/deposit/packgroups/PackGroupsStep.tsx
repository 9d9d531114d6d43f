import { useMemo, useState } from 'react';
import { Alert, Center, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { CutoffWarning } from '../delivery/CutoffWarning';
import { splitHint } from '../upload/boxHints';
import { ConfirmPackGroups } from './ConfirmPackGroups';
import { OrphanChunks } from './OrphanChunks';
import { PackGroupDetail } from './PackGroupDetail';
import { LettersPagination } from './LettersPagination';
import { preflightStateOf } from './letters';
import { fetchJob, fetchPackGroups, fetchService, packGroupKeys } from './packGroupsApi';
import { PackGroupsSummary } from './PackGroupsSummary';
import { PackGroupsTable } from './PackGroupsTable';
import { RejectSelected } from './RejectSelected';
import { CHECK_STATUSES, groupCheckStatus, isOpen, type CheckStatus } from './requirements';
import { useLetterChecks } from './useLetterChecks';
import { useServiceCutoff } from './useServiceCutoff';

/** Rows per page of the list: a deposit may hold thousands of letters. */
const PAGE_SIZE = 50;

type Filter = 'all' | 'REJECTED' | 'PREFLIGHT_REFUSED' | 'PREFLIGHT_WARNED' | CheckStatus;

/**
 * The pack groups of a processed deposit (docs/product.md §2 Send): the list with its counts, one group's
 * tabs (edit, split, address), the orphan chunks, rejection, the cutoff warning, then confirm (or force
 * prepare) and on to the delivery screen.
 */
export function PackGroupsStep({ jobId }: { jobId: string }) {
  const t = useT();
  const errorText = useErrorText();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);

  const job = useQuery({ queryKey: packGroupKeys.job(jobId), queryFn: () => fetchJob(jobId) });
  const serviceId = job.data?.serviceId ?? null;
  const service = useQuery({
    queryKey: packGroupKeys.service(serviceId ?? ''),
    queryFn: () => fetchService(serviceId ?? ''),
    enabled: serviceId !== null,
  });
  const groups = useQuery({
    queryKey: packGroupKeys.packGroups(jobId),
    queryFn: () => fetchPackGroups(jobId),
  });
  const cutoffMs = useServiceCutoff(serviceId);

  const sorted = useMemo(
    () => [...(groups.data ?? [])].sort((a, b) => a.position - b.position),
    [groups.data],
  );
  const checkOf = useLetterChecks(jobId, sorted);
  const shown = useMemo(
    () =>
      sorted.filter((g) =>
        filter === 'all'
          ? true
          : filter === 'REJECTED'
            ? g.state === 'REJECTED'
            : filter === 'PREFLIGHT_REFUSED'
              ? preflightStateOf(g).kind === 'refused'
              : filter === 'PREFLIGHT_WARNED'
                ? preflightStateOf(g).kind === 'warned'
                : checkOf(g).status === filter,
      ),
    [sorted, filter, checkOf],
  );

  const failure = groups.error ?? job.error;
  if (failure)
    return (
      <Alert color="red" role="alert">
        {errorText(failure)}
      </Alert>
    );
  if (!groups.data || !job.data)
    return (
      <Center role="status" aria-label={t('common.loading')}>
        <Loader aria-hidden="true" />
      </Center>
    );

  const { flags, state } = job.data;
  // Pack groups change only while the deposit is processed and not frozen or locked (docs/api.md; server rule).
  const editable = state === 'PACK_GROUPS_CREATED' && !flags.frozen && !flags.locked;
  const openGroups = sorted.filter(isOpen);
  const bad = openGroups.filter((g) => groupCheckStatus(g) === 'BAD').length;
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const opened = openId ? sorted.find((g) => g.id === openId) : undefined;
  const selectedIds = openGroups.filter((g) => selected.has(g.id)).map((g) => g.id);
  const { inputFiles } = job.data;
  const fileIdOf = (inputFileId: string) => inputFiles.find((f) => f.id === inputFileId)?.fileId ?? null;
  // Where the deposit was cut into these letters, when a marker on the pages decided it: told in words.
  const mainBox = service.data?.boxes.find((box) => box.main);
  const splitRule = mainBox?.splitConfig.kind === 'bsc.PDF_AREA' ? splitHint(mainBox, t) : null;

  const select = (ids: string[], on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });
  const filterOptions = [
    { value: 'all', label: t('deposit.packGroups.filter.all') },
    ...CHECK_STATUSES.map((status) => ({ value: status, label: t(`deposit.status.${status}`) })),
    { value: 'REJECTED', label: t('status.packGroup.REJECTED') },
    { value: 'PREFLIGHT_REFUSED', label: t('deposit.preflight.filter.refused') },
    { value: 'PREFLIGHT_WARNED', label: t('deposit.preflight.filter.warned') },
  ];

  return (
    <Stack gap="md">
      <Title order={2}>{t('deposit.packGroups.title')}</Title>
      {splitRule && (
        <Text size="sm" c="dimmed">
          {splitRule}
        </Text>
      )}
      <CutoffWarning cutoffMs={cutoffMs} />
      {!editable && (
        <Alert color="gray">
          {flags.frozen || flags.locked
            ? t('deposit.packGroups.jobFrozen')
            : t('deposit.packGroups.jobNotEditable')}
        </Alert>
      )}
      {flags.invalidated && <Alert color="orange">{t('deposit.packGroups.jobInvalidated')}</Alert>}
      <PackGroupsSummary groups={sorted} statusOf={(group) => checkOf(group).status} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select
          label={t('deposit.packGroups.filter.label')}
          data={filterOptions}
          value={filter}
          allowDeselect={false}
          onChange={(value) => {
            setFilter((value ?? 'all') as Filter);
            setPage(1);
          }}
          w={220}
        />
        {editable && (
          <RejectSelected jobId={jobId} ids={selectedIds} onRejected={() => setSelected(new Set())} />
        )}
      </Group>
      <PackGroupsTable
        groups={rows}
        selected={selected}
        onSelect={select}
        openId={openId}
        onOpen={setOpenId}
        selectable={editable}
        checkOf={checkOf}
        fileIdOf={fileIdOf}
      />
      <LettersPagination total={pages} value={current} onChange={setPage} />
      {opened && (
        <PackGroupDetail
          key={opened.id}
          jobId={jobId}
          group={opened}
          service={service.data}
          editable={editable}
          onClose={() => setOpenId(null)}
        />
      )}
      <OrphanChunks jobId={jobId} />
      <ConfirmPackGroups jobId={jobId} open={openGroups.length} bad={bad} disabled={!editable} />
    </Stack>
  );
}

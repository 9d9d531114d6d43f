import { useMemo, useState } from 'react';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { DeliveryCommand } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { LettersPagination } from '../packgroups/LettersPagination';
import { fetchJob, fetchPackGroups, packGroupKeys } from '../packgroups/packGroupsApi';
import { useLetterChecks } from '../packgroups/useLetterChecks';
import { LetterCards } from './LetterCards';
import { LettersTable } from './LettersTable';

const PAGE_SIZE = 25;
/**
 * The pack groups an order holds. A pack group does not name its command in the API, so these are the job's
 * ordered ones (SHIPMENT_IN_CREATION, NOT_ELIGIBLE): the command's own when the job has one order.
 */
const ORDERED = new Set(['SHIPMENT_IN_CREATION', 'NOT_ELIGIBLE']);

/**
 * Every letter of a pending order, 25 a page: who it goes to, the address as it will be printed (the validated
 * value, line by line), its check, its first page, its proof and its PDF; a table, or cards on a phone.
 */
export function CommandLetters({ command }: { command: DeliveryCommand }) {
  const t = useT();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const groups = useQuery({
    queryKey: packGroupKeys.packGroups(command.jobId),
    queryFn: () => fetchPackGroups(command.jobId),
  });
  const job = useQuery({
    queryKey: packGroupKeys.job(command.jobId),
    queryFn: () => fetchJob(command.jobId),
  });
  const ordered = useMemo(
    () => (groups.data ?? []).filter((g) => ORDERED.has(g.state)).sort((a, b) => a.position - b.position),
    [groups.data],
  );
  const checkOf = useLetterChecks(command.jobId, ordered);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;

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
  if (!ordered.length) return <Text size="sm">{t('deposit.validation.noLetters')}</Text>;
  const pages = Math.ceil(ordered.length / PAGE_SIZE);
  const rows = ordered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const View = phone ? LetterCards : LettersTable;
  return (
    <Stack gap="xs">
      <View
        command={command}
        groups={rows}
        checkOf={checkOf}
        // A letter's pages are those of the deposited file it was cut from (the job names the stored file).
        fileOf={(group) =>
          job.data
            ? (job.data.inputFiles.find((file) => file.id === group.inputFileId)?.fileId ?? null)
            : undefined
        }
      />
      <LettersPagination total={pages} value={page} onChange={setPage} />
    </Stack>
  );
}

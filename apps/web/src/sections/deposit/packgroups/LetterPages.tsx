import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PackGroup } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { fetchJob, packGroupKeys } from './packGroupsApi';
import { PageThumbnail } from './PageThumbnail';
import { usePageThumbnails } from './usePageThumbnails';

/** Pages shown of a long letter: one call, one row or two; the PDF download holds them all. */
const LETTER_PAGES_SHOWN = 12;
const SHOWN_PX = 72;
const DRAWN_PX = 144;

/** The pages of a letter in its detail, as thumbnails (the first LETTER_PAGES_SHOWN of a longer one). */
export function LetterPages({
  jobId,
  group,
}: {
  jobId: string;
  group: Pick<PackGroup, 'position' | 'inputFileId' | 'firstPage' | 'pageCount'>;
}) {
  const t = useT();
  // The letter names the deposited file (the job's input file); its pages are drawn from the file it stored.
  const job = useQuery({ queryKey: packGroupKeys.job(jobId), queryFn: () => fetchJob(jobId) });
  const fileId = job.data
    ? (job.data.inputFiles.find((file) => file.id === group.inputFileId)?.fileId ?? null)
    : null;
  const shown = Math.min(group.pageCount, LETTER_PAGES_SHOWN);
  const pages = Array.from({ length: shown }, (_, i) => group.firstPage + i);
  const thumbnailOf = usePageThumbnails(
    pages.map((page) => ({ fileId, page })),
    DRAWN_PX,
  );
  const title = t('deposit.packGroups.letterPages', { position: group.position });
  return (
    <Stack gap={4} role="group" aria-label={title}>
      <Group gap="xs" wrap="wrap" align="flex-start">
        {pages.map((page, i) => (
          <PageThumbnail
            key={page}
            // Before the deposit is read, the file is not known yet: loading rather than "no preview".
            state={job.data ? thumbnailOf(fileId, page) : { kind: 'loading' }}
            alt={t('deposit.packGroups.thumbnail', { position: group.position, page: i + 1 })}
            width={SHOWN_PX}
          />
        ))}
      </Group>
      {group.pageCount > shown && (
        <Text size="xs" c="dimmed">
          {t('deposit.packGroups.morePages', { shown, total: group.pageCount })}
        </Text>
      )}
    </Stack>
  );
}

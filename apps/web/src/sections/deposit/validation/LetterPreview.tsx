import { useState } from 'react';
import { Alert, Center, Image, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PackGroup } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { PagePicker } from '../requirements/PagePicker';
import { fetchPdfPage } from '../requirements/requirementsApi';

/** Width of the thumbnail in the table, and of a page in the dialog (GET /pdf/{fileId}/pages/{page}). */
const THUMBNAIL_PX = 120;
const PAGE_PX = 800;

function usePdfPage(fileId: string | null | undefined, page: number, widthPx: number) {
  return useQuery({
    // Outside 'deposit': a page's image never changes, nothing done to an order needs it read again.
    queryKey: ['session', 'pdfPage', fileId, page, widthPx],
    queryFn: ({ signal }) => fetchPdfPage(fileId ?? '', page, signal, widthPx),
    enabled: typeof fileId === 'string',
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

interface LetterPreviewProps {
  group: Pick<PackGroup, 'position' | 'firstPage' | 'pageCount'>;
  /** The stored file the letter was cut from (its deposited PDF): undefined while it loads, null without one. */
  fileId: string | null | undefined;
}

/** A letter's first page as a thumbnail; opening it shows each of its pages, larger. */
export function LetterPreview({ group, fileId }: LetterPreviewProps) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const thumbnail = usePdfPage(fileId, group.firstPage, THUMBNAIL_PX);
  if (fileId === null || thumbnail.isError)
    return (
      <Text size="xs" c="dimmed">
        {t('deposit.packGroups.preview.failed')}
      </Text>
    );
  return (
    <>
      <UnstyledButton
        onClick={() => setOpened(true)}
        disabled={!fileId}
        aria-label={t('deposit.packGroups.preview.open', { position: group.position })}
        style={{ border: '1px solid var(--mantine-color-default-border)', lineHeight: 0 }}
      >
        {thumbnail.data && fileId ? (
          <Image src={thumbnail.data.image} alt="" w={60} />
        ) : (
          <Center w={60} h={85}>
            <Loader size="xs" aria-hidden="true" />
          </Center>
        )}
      </UnstyledButton>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('deposit.packGroups.letterTitle', { position: group.position })}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {opened && fileId && <LetterPages group={group} fileId={fileId} />}
      </Modal>
    </>
  );
}

/** The pages of one letter, one at a time, numbered within the letter. */
function LetterPages({ group, fileId }: { group: LetterPreviewProps['group']; fileId: string }) {
  const t = useT();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const image = usePdfPage(fileId, group.firstPage + page - 1, PAGE_PX);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('deposit.packGroups.preview.deposited')}
      </Text>
      {group.pageCount > 1 && (
        <PagePicker
          page={page}
          pageCount={group.pageCount}
          onChange={(next) => setPage(Math.min(Math.max(next, 1), group.pageCount))}
        />
      )}
      {image.isError ? (
        <Alert color="red" role="alert">
          {errorText(image.error)}
        </Alert>
      ) : image.data ? (
        <Image
          src={image.data.image}
          alt={t('deposit.packGroups.preview.alt', { page, position: group.position })}
          style={{ border: '1px solid var(--mantine-color-default-border)' }}
        />
      ) : (
        <Center py="xl" role="status" aria-label={t('common.loading')}>
          <Loader aria-hidden="true" />
        </Center>
      )}
    </Stack>
  );
}

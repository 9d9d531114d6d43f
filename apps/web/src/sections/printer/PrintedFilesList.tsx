import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generatePath, Link, useNavigate } from 'react-router';
import { formatBytes, type PrintedFile, type PrintedFileStatus } from '@postbridge/domain';
import { notifyInfo } from '../../app/notify';
import { PATHS, depositLettersPath } from '../../app/paths';
import { useT } from '../../i18n/useT';
import { ConfirmDeletion } from '../../ui/ConfirmDeletion';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { useFormatDateTime } from '../../ui/format';
import { useDepositStore } from '../deposit/upload/depositStore';
import { deletePrintedFile, printerQueryKeys } from './printerApi';

const STATUS_COLOR: Record<PrintedFileStatus, string> = {
  waiting: 'blue',
  deposited: 'grape',
  ordered: 'green',
  failed: 'red',
};

/** Opens the deposit home with the printed file placed, as a deposit link does: the user picks the service. */
function useDepositPrintedFile(): (file: PrintedFile) => void {
  const navigate = useNavigate();
  return (file) => {
    useDepositStore.getState().fileLinked(file.fileId);
    void navigate(PATHS.deposit.home);
  };
}

/** The error of a failed file: a label of the printer's errors, or the server's own text. */
function useFailureText(): (error: string) => string {
  const t = useT();
  return (error) => (error.startsWith('printer.error.') ? t(error as 'printer.error.fileNotFound') : error);
}

/**
 * Printed files as cards: name, pages, size, when, where it stands, and what may be done with it — deposit it
 * (waiting), open its letters (deposited) or its order (ordered), download it, delete it (when no deposit holds
 * it).
 */
export function PrintedFilesList({
  files,
  empty,
  labelledBy,
}: {
  files: readonly PrintedFile[];
  empty: string;
  labelledBy: string;
}) {
  const t = useT();
  const failureText = useFailureText();
  const formatDateTime = useFormatDateTime();
  const queryClient = useQueryClient();
  const deposit = useDepositPrintedFile();
  const [deleting, setDeleting] = useState<PrintedFile | null>(null);
  const remove = useMutation({
    mutationFn: (file: PrintedFile) => deletePrintedFile(file.id),
    onSuccess: async (_, file) => {
      await queryClient.invalidateQueries({ queryKey: printerQueryKeys.files });
      notifyInfo(t('printer.files.deleted', { name: file.name }));
      setDeleting(null);
    },
  });

  if (files.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        component="ul"
        aria-labelledby={labelledBy}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {files.map((file) => (
          <Card key={file.id} component="li" withBorder padding="md" aria-labelledby={`printed-${file.id}`}>
            <Stack gap={6}>
              <Title order={3} size="h5" id={`printed-${file.id}`} style={{ overflowWrap: 'anywhere' }}>
                <bdi>{file.name}</bdi>
              </Title>
              <Group gap="xs">
                <Badge variant="light" color={STATUS_COLOR[file.status]}>
                  {t(`printer.status.${file.status}`)}
                </Badge>
                <Badge variant="outline" color="gray">
                  {t(`printer.mode.${file.mode}`)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t('printer.files.facts', { pages: file.pages, size: formatBytes(file.size) })}
                {' · '}
                {formatDateTime(file.printedAt)}
              </Text>
              {file.status === 'failed' && file.error && (
                <Alert color="red" p="xs">
                  {failureText(file.error)}
                </Alert>
              )}
              <Group gap="xs" mt="xs">
                {file.status === 'waiting' && (
                  <Button size="xs" onClick={() => deposit(file)}>
                    {t('printer.files.deposit', { name: file.name })}
                  </Button>
                )}
                {file.status === 'deposited' && file.jobId !== null && (
                  <Anchor component={Link} size="sm" to={depositLettersPath(file.jobId)}>
                    {t('printer.files.openLetters')}
                  </Anchor>
                )}
                {file.status === 'ordered' && file.jobId !== null && (
                  <Anchor
                    component={Link}
                    size="sm"
                    to={generatePath(PATHS.manage.orderDetail, { jobId: file.jobId })}
                  >
                    {t('printer.files.openOrder')}
                  </Anchor>
                )}
                <DownloadButton path={`/files/${encodeURIComponent(file.fileId)}`} name={file.name} />
                {(file.status === 'waiting' || file.status === 'failed') && (
                  <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(file)}>
                    {t('printer.files.delete', { name: file.name })}
                  </Button>
                )}
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <ConfirmDeletion
        item={deleting}
        title={deleting ? t('printer.files.confirmDelete', { name: deleting.name }) : ''}
        confirmLabel={t('printer.files.deleteConfirm')}
        cancelLabel={t('printer.files.keep')}
        deletion={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

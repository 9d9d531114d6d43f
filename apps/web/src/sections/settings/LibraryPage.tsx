import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatBytes, type LibraryFile } from '@postbridge/domain';
import { api } from '../../api/api';
import { notifyInfo } from '../../app/notify';
import { QUERY_KEYS } from '../../app/queries';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { useFormatDate } from '../../ui/format';
import { LibraryUploadForm } from './LibraryUploadForm';
import { ConfirmDeletion } from '../../ui/ConfirmDeletion';

/**
 * The library (docs/administration.md "Settings"): the PDFs the user reuses — their own and those shared with
 * their account —, each to download, and to delete when the server says the user may (`deletable`).
 */
export function LibraryPage() {
  const t = useT();
  const errorText = useErrorText();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const files = useQuery({ queryKey: QUERY_KEYS.library, queryFn: () => api.get('/library') });
  const [deleting, setDeleting] = useState<LibraryFile | null>(null);
  const remove = useMutation({
    mutationFn: (file: LibraryFile) =>
      api.delete('/library/:libraryFileId', { params: { libraryFileId: file.id } }),
    onSuccess: async (_, file) => {
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.library });
      notifyInfo(t('settings.library.deleted', { name: file.name }));
      setDeleting(null);
    },
  });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('screen.settings.library')}</Title>
        <Text c="dimmed">{t('settings.library.intro')}</Text>
      </div>
      <LibraryUploadForm />
      {files.isPending && <Text>{t('common.loading')}</Text>}
      {files.isError && (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            {errorText(files.error)}
            <Button size="xs" variant="light" onClick={() => void files.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {files.data?.length === 0 && <Text c="dimmed">{t('settings.library.empty')}</Text>}
      {files.data && files.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {files.data.map((file) => (
            <Card key={file.id} withBorder component="section" aria-labelledby={`library-${file.id}`}>
              <Stack gap={6}>
                <Title order={2} size="h5" id={`library-${file.id}`} style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{file.name}</bdi>
                </Title>
                <Group gap="xs">
                  <Badge variant="light">{t(`settings.library.kind.${file.kind}`)}</Badge>
                  {file.shared && (
                    <Badge variant="light" color="teal">
                      {t('settings.library.sharedBadge')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {t('settings.library.owner', { login: file.ownerLogin, size: formatBytes(file.size) })}
                  {' · '}
                  {formatDate(file.createdAt)}
                </Text>
                <Group gap="xs" mt="xs">
                  <DownloadButton path={`/library/${encodeURIComponent(file.id)}`} name={file.name} />
                  {file.deletable && (
                    <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(file)}>
                      {t('settings.library.delete', { name: file.name })}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <ConfirmDeletion
        item={deleting}
        title={deleting ? t('settings.library.confirmDelete', { name: deleting.name }) : ''}
        confirmLabel={t('settings.addressbox.delete')}
        cancelLabel={t('settings.addressbox.cancel')}
        deletion={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

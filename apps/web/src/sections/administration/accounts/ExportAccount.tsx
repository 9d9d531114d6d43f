import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Ou } from '@postbridge/domain';
import { api } from '../../../api/api';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { downloadFile } from '../../../ui/download/download';
import { accountKeys } from './accountsApi';

/** Exports an account: the pre-check's counts first (GET checkExport), then the streamed JSON download. */
export function ExportAccount({ ou }: { ou: Ou }) {
  const t = useT();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const check = useQuery({
    queryKey: [...accountKeys.account(ou.id), 'checkExport'],
    queryFn: () => api.get('/ou/:ouId/checkExport', { params: { ouId: ou.id } }),
    enabled: open,
    staleTime: 0,
  });
  const download = useMutation({
    mutationFn: () => downloadFile(`/ou/${encodeURIComponent(ou.id)}/export`, `account-${ou.name}.json`),
  });
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        {t('admin.accounts.export')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('admin.accounts.export.title', { name: ou.name })}
        closeButtonProps={{ 'aria-label': t('admin.accounts.export.close') }}
      >
        <Stack gap="sm">
          {check.isPending && <Loader size="sm" />}
          {check.isError && (
            <Alert color="red" role="alert">
              {errorText(check.error)}
            </Alert>
          )}
          {check.data && <Text size="sm">{t('admin.accounts.export.counts', check.data)}</Text>}
          {download.isError && (
            <Alert color="red" role="alert">
              {t('admin.accounts.export.failed')}
            </Alert>
          )}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('admin.accounts.export.close')}
            </Button>
            <Button disabled={!check.data} loading={download.isPending} onClick={() => download.mutate()}>
              {t('admin.accounts.export.download')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

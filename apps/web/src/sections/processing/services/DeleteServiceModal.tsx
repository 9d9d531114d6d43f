import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedService } from '@postbridge/domain';
import { api } from '../../../api/api';
import { ApiError } from '../../../api/errors';
import { QUERY_KEYS } from '../../../app/queries';
import { notifyInfo } from '../../../app/notify';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';

type OpenJobs = { openJobs: number; pendingOrders: number };

/** The server's "needs force" refusal (docs/api.md "Changing a service that has open jobs"), with its counts. */
function openJobsOf(error: unknown): OpenJobs | null {
  if (!(error instanceof ApiError) || error.field !== 'force') return null;
  return {
    openJobs: Number(error.params?.openJobs ?? 0),
    pendingOrders: Number(error.params?.pendingOrders ?? 0),
  };
}

/**
 * Deleting a service: a first confirmation, then the delete without `force`. While deposits of the service are
 * in progress the server refuses it and says how many, with the orders awaiting validation a forced delete
 * rejects: that effect is shown, and only "Delete anyway" sends `force=true`.
 */
export function DeleteServiceModal({
  service,
  onClose,
}: {
  service: SavedService | null;
  onClose: () => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [openJobs, setOpenJobs] = useState<OpenJobs | null>(null);
  const remove = useMutation({
    mutationFn: (force: boolean) =>
      api.delete('/services/:serviceId', {
        params: { serviceId: service!.id },
        query: force ? { force: 'true' } : {},
      }),
    onSuccess: async (result) => {
      notifyInfo(
        result.rejectedCommands
          ? t('processing.services.delete.doneRejected', {
              name: service!.name,
              count: result.rejectedCommands,
            })
          : t('processing.services.delete.done', { name: service!.name }),
      );
      await client.invalidateQueries({ queryKey: QUERY_KEYS.processingServices });
      close();
    },
    onError: (error) => setOpenJobs(openJobsOf(error)),
  });
  const close = () => {
    setOpenJobs(null);
    remove.reset();
    onClose();
  };
  if (!service) return null;
  return (
    <Modal
      opened
      onClose={close}
      title={t('processing.services.delete.title', { name: service.name })}
      closeButtonProps={{ 'aria-label': t('processing.services.close') }}
    >
      <Stack gap="sm">
        {openJobs ? (
          <Alert color="orange" role="alert">
            <Text size="sm">{t('processing.services.delete.openJobs', openJobs)}</Text>
            <Text size="sm">{t('processing.services.delete.effect', openJobs)}</Text>
          </Alert>
        ) : (
          <Text size="sm">{t('processing.services.delete.text')}</Text>
        )}
        {remove.isError && !openJobs && (
          <Alert color="red" role="alert">
            {errorText(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs" wrap="wrap">
          <Button variant="default" onClick={close}>
            {t('processing.services.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(openJobs !== null)}>
            {t(openJobs ? 'processing.services.delete.force' : 'processing.services.delete.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

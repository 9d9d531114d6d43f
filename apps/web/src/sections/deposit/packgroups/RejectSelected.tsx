import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PackGroup } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { packGroupKeys, rejectPackGroups } from './packGroupsApi';

interface RejectSelectedProps {
  jobId: string;
  ids: string[];
  onRejected: () => void;
}

/** Rejects the selected pack groups (one or several) after a confirmation: they will not be sent. */
export function RejectSelected({ jobId, ids, onRejected }: RejectSelectedProps) {
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const reject = useMutation({
    mutationFn: () => rejectPackGroups(ids),
    onSuccess: (rejected) => {
      const byId = new Map(rejected.map((g) => [g.id, g]));
      queryClient.setQueryData<PackGroup[]>(packGroupKeys.packGroups(jobId), (groups) =>
        groups?.map((g) => byId.get(g.id) ?? g),
      );
      setAsking(false);
      onRejected();
    },
    onError: () => queryClient.invalidateQueries({ queryKey: packGroupKeys.packGroups(jobId) }),
  });

  return (
    <>
      <Button
        color="red"
        variant="light"
        disabled={ids.length === 0}
        onClick={() => {
          reject.reset();
          setAsking(true);
        }}
      >
        {t('deposit.packGroups.rejectSelected', { n: ids.length })}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('deposit.packGroups.rejectTitle')}>
        <Stack gap="sm">
          <Text>{t('deposit.packGroups.rejectConfirm', { n: ids.length })}</Text>
          {reject.isError && (
            <Alert color="red" role="alert">
              {errorText(reject.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('deposit.packGroups.cancelEdit')}
            </Button>
            <Button color="red" loading={reject.isPending} onClick={() => reject.mutate()}>
              {t('deposit.packGroups.rejectConfirmButton', { n: ids.length })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { Ou } from '@postbridge/domain';
import { api } from '../../../api/api';
import { notifyInfo } from '../../../app/notify';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';

interface DeleteAccountProps {
  ou: Ou;
  onDeleted: () => void;
}

/**
 * Deletes an account and its sub-accounts. With active users the dialog says how many and its button confirms
 * their removal too (docs/product.md §5 "account deletion with users needs forced confirmation":
 * `force=true`).
 */
export function DeleteAccount({ ou, onDeleted }: DeleteAccountProps) {
  const t = useT();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const force = ou.userCount > 0;
  const remove = useMutation({
    mutationFn: () =>
      api.delete('/ou/:ouId', { params: { ouId: ou.id }, query: force ? { force: 'true' } : {} }),
    onSuccess: () => {
      setOpen(false);
      notifyInfo(t('admin.accounts.deleted'));
      onDeleted();
    },
  });
  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpen(true)}>
        {t('admin.accounts.delete')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('admin.accounts.delete.title', { name: ou.name })}
        closeButtonProps={{ 'aria-label': t('admin.accounts.delete.cancel') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('admin.accounts.delete.text')}</Text>
          {force && (
            <Alert color="orange" role="status">
              {t('admin.accounts.delete.usersWarning', { count: ou.userCount })}
            </Alert>
          )}
          {remove.isError && (
            <Alert color="red" role="alert">
              {errorText(remove.error)}
            </Alert>
          )}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('admin.accounts.delete.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              {force
                ? t('admin.accounts.delete.confirmForce', { count: ou.userCount })
                : t('admin.accounts.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

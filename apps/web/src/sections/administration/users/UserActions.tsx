import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@postbridge/domain';
import { api } from '../../../api/api';
import { notifyInfo } from '../../../app/notify';
import { QUERY_KEYS } from '../../../app/queries';
import { useSession } from '../../../app/session/sessionStore';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';

/**
 * Enable or disable, send a password reset e-mail, delete (after a confirmation). One's own account cannot be
 * disabled or deleted: those buttons are not offered for it.
 */
export function UserActions({ user, onDeleted }: { user: AdminUser; onDeleted: () => void }) {
  const t = useT();
  const errorText = useErrorText();
  const client = useQueryClient();
  const self = useSession((s) => s.user?.id) === user.id;
  const [confirming, setConfirming] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: QUERY_KEYS.adminUsers });

  const setEnabled = useMutation({
    mutationFn: (enabled: boolean) =>
      api.post('/users/:userId/enabled', {
        params: { userId: user.id },
        body: { enabled, version: user.version },
      }),
    onSuccess: async (saved) => {
      notifyInfo(
        t(saved.enabled ? 'admin.users.enabledDone' : 'admin.users.disabledDone', { login: saved.login }),
      );
      await refresh();
    },
  });
  const reset = useMutation({
    mutationFn: () => api.post('/users/:userId/resetPassword', { params: { userId: user.id } }),
    onSuccess: () => notifyInfo(t('admin.users.resetSent', { email: user.emailAddress ?? '' })),
  });
  const remove = useMutation({
    mutationFn: () => api.delete('/users/:userId', { params: { userId: user.id } }),
    onSuccess: async () => {
      notifyInfo(t('admin.users.deleted', { login: user.login }));
      setConfirming(false);
      onDeleted();
      await refresh();
    },
  });
  const failed = [setEnabled, reset].find((m) => m.isError);

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        {!(self && user.enabled) && (
          <Button
            variant="light"
            size="xs"
            loading={setEnabled.isPending}
            onClick={() => setEnabled.mutate(!user.enabled)}
          >
            {t(user.enabled ? 'admin.users.disable' : 'admin.users.enable')}
          </Button>
        )}
        {user.emailAddress && (
          <Button variant="light" size="xs" loading={reset.isPending} onClick={() => reset.mutate()}>
            {t('admin.users.resetPassword')}
          </Button>
        )}
        {!self && (
          <Button variant="light" color="red" size="xs" onClick={() => setConfirming(true)}>
            {t('admin.users.delete')}
          </Button>
        )}
      </Group>
      {failed && (
        <Alert color="red" role="alert">
          {errorText(failed.error)}
        </Alert>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('admin.users.deleteConfirm.title')}
        closeButtonProps={{ 'aria-label': t('admin.users.close') }}
      >
        <Stack gap="md">
          <Text>{t('admin.users.deleteConfirm.text', { login: user.login })}</Text>
          {remove.isError && (
            <Alert color="red" role="alert">
              {errorText(remove.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('admin.users.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('admin.users.deleteConfirm.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/useT';

/** docs/product.md §6: the warning shown before users reduce their own permissions. */
export function OwnPermissionsModal({
  opened,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('admin.users.ownPermissions.title')}
      closeButtonProps={{ 'aria-label': t('admin.users.close') }}
    >
      <Stack gap="md">
        <Text>{t('admin.users.ownPermissions.text')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('admin.users.cancel')}
          </Button>
          <Button color="orange" onClick={onConfirm}>
            {t('admin.users.ownPermissions.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A new user's temporary password, shown once. */
export function TemporaryPasswordModal({
  created,
  onClose,
}: {
  created: { login: string; password: string } | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t('admin.users.tempPassword.title')}
      closeButtonProps={{ 'aria-label': t('admin.users.tempPassword.done') }}
    >
      {created && (
        <Stack gap="md">
          <Text>{t('admin.users.tempPassword.text', { login: created.login })}</Text>
          <Code block dir="ltr" fz="lg">
            {created.password}
          </Code>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('admin.users.tempPassword.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

import { Alert, Drawer, Loader, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { UserActions } from './UserActions';
import { UserForm } from './UserForm';
import { useUser } from './usersData';

/** The drawer of one user: a new one (`userId` null) or an existing one, with its actions. */
export function UserDrawer({
  userId,
  opened,
  defaultOuId,
  canChange,
  onClose,
}: {
  userId: string | null;
  opened: boolean;
  defaultOuId: string | null;
  canChange: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const user = useUser(opened ? userId : null);
  const title =
    userId === null
      ? t('admin.users.drawer.create')
      : t('admin.users.drawer.edit', { login: user.data?.login ?? '' });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size={phone ? '100%' : 'lg'}
      closeButtonProps={{ 'aria-label': t('admin.users.close') }}
    >
      {userId !== null && user.isPending && <Loader size="sm" />}
      {user.isError && (
        <Alert color="red" role="alert">
          {errorText(user.error)}
        </Alert>
      )}
      {(userId === null || user.data) && (
        <Stack gap="md">
          {user.data && canChange && <UserActions user={user.data} onDeleted={onClose} />}
          <UserForm
            key={user.data ? `${user.data.id}-${user.data.version}` : 'new'}
            user={user.data ?? null}
            defaultOuId={defaultOuId}
            readOnly={!canChange}
            onDone={onClose}
          />
        </Stack>
      )}
    </Drawer>
  );
}

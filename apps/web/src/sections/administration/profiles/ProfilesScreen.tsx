import IconPlus from '@tabler/icons-react/icons/IconPlus';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { describePermissions, type Profile } from '@postbridge/domain';
import { api } from '../../../api/api';
import { notifyInfo } from '../../../app/notify';
import { QUERY_KEYS } from '../../../app/queries';
import { useSession } from '../../../app/session/sessionStore';
import { useT } from '../../../i18n/useT';
import {
  accessKey,
  AccountSelect,
  Loading,
  LoadError,
  ReadOnlyNotice,
  useAccounts,
  useCanChange,
  usePhone,
} from '../home/adminAccess';
import { ProfileForm } from './ProfileForm';
import { ConfirmDeletion } from '../../../ui/ConfirmDeletion';
import { ACTION_ICON_PROPS } from '../../../ui/actionIcons';

const permissionCount = (p: Profile) =>
  new Set([
    ...describePermissions(p.permissions),
    ...describePermissions(p.permissionsOnGroup),
    ...describePermissions(p.permissionsOnOU),
  ]).size;

/**
 * Profiles (docs/product.md §3 "Profile: name, role, permissions, services"): those a user of the chosen
 * account may hold — its own, which are edited here, and its ancestors' (edited from their account). A table,
 * or cards on a phone; read only for superAdminView.
 */
export function ProfilesScreen() {
  const t = useT();
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const canChange = useCanChange();
  const phone = usePhone();
  const accounts = useAccounts();
  const [ouId, setOuId] = useState<string | null>(user?.ouId ?? null);
  const [editing, setEditing] = useState<{ profileId: string | null } | null>(null);
  const [deleting, setDeleting] = useState<Profile | null>(null);
  const profiles = useQuery({
    queryKey: accessKey('profiles', ouId ?? ''),
    queryFn: () => api.get('/profiles', { query: { ouId: ouId! } }),
    enabled: ouId !== null,
  });
  const remove = useMutation({
    mutationFn: (profile: Profile) =>
      api.delete('/profiles/:profileId', { params: { profileId: profile.id } }),
    onSuccess: async () => {
      notifyInfo(t('admin.profiles.deleted'));
      setDeleting(null);
      await client.invalidateQueries({ queryKey: QUERY_KEYS.adminAccess });
    },
  });
  const accountName = (id: string) => accounts.data?.find((a) => a.id === id)?.name ?? '';
  const editable = (p: Profile) => canChange && p.ouId === ouId;

  const actions = (p: Profile) =>
    editable(p) ? (
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" variant="light" onClick={() => setEditing({ profileId: p.id })}>
          {t('admin.edit')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash {...ACTION_ICON_PROPS} />}
          onClick={() => {
            remove.reset();
            setDeleting(p);
          }}
        >
          {t('admin.delete')}
        </Button>
      </Group>
    ) : (
      <Button size="xs" variant="subtle" onClick={() => setEditing({ profileId: p.id })}>
        {t('admin.profiles.view')}
      </Button>
    );
  const origin = (p: Profile) =>
    p.ouId !== ouId ? (
      <Badge variant="light" color="gray">
        {t('admin.profiles.inherited', { account: accountName(p.ouId) })}
      </Badge>
    ) : null;

  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h2">
        {t('screen.administration.profiles')}
      </Title>
      {!canChange && <ReadOnlyNotice />}
      {accounts.isError && <LoadError error={accounts.error} retry={() => void accounts.refetch()} />}
      <Group align="flex-end" wrap="wrap">
        <AccountSelect accounts={accounts.data ?? []} value={ouId} onChange={setOuId} />
        {canChange && ouId && (
          <Button
            onClick={() => setEditing({ profileId: null })}
            leftSection={<IconPlus {...ACTION_ICON_PROPS} />}
          >
            {t('admin.profiles.new')}
          </Button>
        )}
      </Group>
      {profiles.isPending && ouId && <Loading />}
      {profiles.isError && <LoadError error={profiles.error} retry={() => void profiles.refetch()} />}
      {profiles.data?.length === 0 && <Text>{t('admin.profiles.empty')}</Text>}
      {profiles.data && profiles.data.length > 0 && phone && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {profiles.data.map((p) => (
            <Card key={p.id} component="li" withBorder padding="sm" aria-label={p.name}>
              <Stack gap={4}>
                <Text fw={600}>
                  <bdi>{p.name}</bdi>
                </Text>
                <Text size="sm">
                  {t(`admin.role.${p.role}` as 'admin.role.SENDER')} ·{' '}
                  {t('admin.profiles.permissionCount', { count: permissionCount(p) })}
                </Text>
                {p.needsValidation && <Text size="sm">{t('admin.profiles.validated')}</Text>}
                {origin(p)}
                {actions(p)}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      {profiles.data && profiles.data.length > 0 && !phone && (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.profiles.column.name')}</Table.Th>
              <Table.Th>{t('admin.profiles.column.role')}</Table.Th>
              <Table.Th>{t('admin.profiles.column.permissions')}</Table.Th>
              <Table.Th>{t('admin.profiles.validated')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {profiles.data.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Stack gap={2}>
                    <bdi>{p.name}</bdi>
                    {origin(p)}
                  </Stack>
                </Table.Td>
                <Table.Td>{t(`admin.role.${p.role}` as 'admin.role.SENDER')}</Table.Td>
                <Table.Td>{t('admin.profiles.permissionCount', { count: permissionCount(p) })}</Table.Td>
                <Table.Td>{p.needsValidation ? t('admin.yes') : t('admin.no')}</Table.Td>
                <Table.Td>{actions(p)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {/* The dialog is named by the form's title (Modal.Title in the form): Modal.Root gives it the id. */}
      <Modal.Root
        opened={editing !== null && ouId !== null}
        onClose={() => setEditing(null)}
        size="xl"
        fullScreen={phone}
        id="profile-form"
      >
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Body>
            {editing && ouId && (
              <ProfileForm
                ouId={
                  editing.profileId
                    ? (profiles.data?.find((p) => p.id === editing.profileId)?.ouId ?? ouId)
                    : ouId
                }
                accountName={accountName(ouId)}
                profileId={editing.profileId}
                readOnly={
                  !canChange ||
                  (editing.profileId !== null &&
                    profiles.data?.find((p) => p.id === editing.profileId)?.ouId !== ouId)
                }
                onDone={() => setEditing(null)}
              />
            )}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
      <ConfirmDeletion
        item={deleting}
        title={deleting ? t('admin.profiles.deleteConfirm', { name: deleting.name }) : ''}
        confirmLabel={t('admin.profiles.deleteConfirmButton')}
        cancelLabel={t('admin.cancel')}
        deletion={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

import IconPlus from '@tabler/icons-react/icons/IconPlus';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import { useState } from 'react';
import { Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Group as UserGroup } from '@postbridge/domain';
import { api } from '../../../api/api';
import { notifyInfo } from '../../../app/notify';
import { QUERY_KEYS } from '../../../app/queries';
import { useSession } from '../../../app/session/sessionStore';
import { useT } from '../../../i18n/useT';
import {
  accessKey,
  Loading,
  LoadError,
  ReadOnlyNotice,
  useAccounts,
  useCanChange,
  usePhone,
  userName,
} from '../home/adminAccess';
import { GroupForm } from './GroupForm';
import { ConfirmDeletion } from '../../../ui/ConfirmDeletion';
import { ACTION_ICON_PROPS } from '../../../ui/actionIcons';

/**
 * Groups (docs/product.md §3 "Group: code, name"): every group of the accounts the user administers, with its
 * account, its members and its validators. A table, or cards on a phone; read only for superAdminView.
 */
export function GroupsScreen() {
  const t = useT();
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const canChange = useCanChange();
  const phone = usePhone();
  const accounts = useAccounts();
  const [editing, setEditing] = useState<{ group: UserGroup | null } | null>(null);
  const [deleting, setDeleting] = useState<UserGroup | null>(null);
  const groups = useQuery({
    queryKey: accessKey('groups'),
    queryFn: () => api.get('/groups', { query: {} }),
  });
  const remove = useMutation({
    mutationFn: (group: UserGroup) => api.delete('/groups/:groupId', { params: { groupId: group.id } }),
    onSuccess: async () => {
      notifyInfo(t('admin.groups.deleted'));
      setDeleting(null);
      await client.invalidateQueries({ queryKey: QUERY_KEYS.adminAccess });
    },
  });
  const validatorsOf = (g: UserGroup) => {
    const names = g.members.filter((m) => m.validator).map(userName);
    return names.length ? names.join(', ') : t('admin.groups.noValidator');
  };
  const actions = (g: UserGroup) =>
    canChange ? (
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" variant="light" onClick={() => setEditing({ group: g })}>
          {t('admin.edit')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash {...ACTION_ICON_PROPS} />}
          onClick={() => {
            remove.reset();
            setDeleting(g);
          }}
        >
          {t('admin.delete')}
        </Button>
      </Group>
    ) : (
      <Button size="xs" variant="subtle" onClick={() => setEditing({ group: g })}>
        {t('admin.profiles.view')}
      </Button>
    );

  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h2">
        {t('screen.administration.groups')}
      </Title>
      {!canChange && <ReadOnlyNotice />}
      {canChange && (
        <Group>
          <Button
            onClick={() => setEditing({ group: null })}
            leftSection={<IconPlus {...ACTION_ICON_PROPS} />}
          >
            {t('admin.groups.new')}
          </Button>
        </Group>
      )}
      {groups.isPending && <Loading />}
      {groups.isError && <LoadError error={groups.error} retry={() => void groups.refetch()} />}
      {groups.data?.length === 0 && <Text>{t('admin.groups.empty')}</Text>}
      {groups.data && groups.data.length > 0 && phone && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {groups.data.map((g) => (
            <Card key={g.id} component="li" withBorder padding="sm" aria-label={g.name}>
              <Stack gap={4}>
                <Text fw={600}>
                  <bdi>{g.name}</bdi> (<bdi>{g.code}</bdi>)
                </Text>
                <Text size="sm">
                  {t('admin.account')}: <bdi>{g.ouName}</bdi>
                </Text>
                <Text size="sm">{t('admin.groups.memberCount', { count: g.members.length })}</Text>
                <Text size="sm">
                  {t('admin.groups.column.validators')}: <bdi>{validatorsOf(g)}</bdi>
                </Text>
                {actions(g)}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      {groups.data && groups.data.length > 0 && !phone && (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.groups.column.code')}</Table.Th>
              <Table.Th>{t('admin.groups.column.name')}</Table.Th>
              <Table.Th>{t('admin.account')}</Table.Th>
              <Table.Th>{t('admin.groups.column.members')}</Table.Th>
              <Table.Th>{t('admin.groups.column.validators')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.data.map((g) => (
              <Table.Tr key={g.id}>
                <Table.Td>
                  <bdi>{g.code}</bdi>
                </Table.Td>
                <Table.Td>
                  <bdi>{g.name}</bdi>
                </Table.Td>
                <Table.Td>
                  <bdi>{g.ouName}</bdi>
                </Table.Td>
                <Table.Td>{g.members.length}</Table.Td>
                <Table.Td>
                  <bdi>{validatorsOf(g)}</bdi>
                </Table.Td>
                <Table.Td>{actions(g)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {/* The dialog is named by the form's title (Modal.Title in the form): Modal.Root gives it the id. */}
      <Modal.Root
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        fullScreen={phone}
        id="group-form"
      >
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Body>
            {editing && user && (
              <GroupForm
                group={editing.group}
                accounts={accounts.data ?? []}
                defaultOuId={user.ouId}
                readOnly={!canChange}
                onDone={() => setEditing(null)}
              />
            )}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
      <ConfirmDeletion
        item={deleting}
        title={
          deleting
            ? t('admin.groups.deleteConfirm', { name: deleting.name, count: deleting.members.length })
            : ''
        }
        confirmLabel={t('admin.groups.deleteConfirmButton')}
        cancelLabel={t('admin.cancel')}
        deletion={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminUser } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { useFormatDay } from '../../../ui/format';
import { userName } from './usersData';

function StatusBadge({ user }: { user: AdminUser }) {
  const t = useT();
  return (
    <Badge color={user.enabled ? 'green' : 'gray'} variant="light">
      {t(user.enabled ? 'admin.users.status.enabled' : 'admin.users.status.disabled')}
    </Badge>
  );
}

/** One page of users: a table on a wide screen, cards on a phone; the login opens the user. */
export function UsersList({ users, onOpen }: { users: AdminUser[]; onOpen: (id: string) => void }) {
  const t = useT();
  const formatDay = useFormatDay();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const open = (user: AdminUser) => (
    <Anchor
      component="button"
      type="button"
      fw={500}
      onClick={() => onOpen(user.id)}
      aria-label={t('admin.users.open', { login: user.login })}
    >
      {user.login}
    </Anchor>
  );
  if (phone) {
    return (
      <Stack gap="xs">
        {users.map((user) => (
          <Card key={user.id} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap">
              {open(user)}
              <StatusBadge user={user} />
            </Group>
            <Text size="sm">{userName(user)}</Text>
            <Text size="sm" c="dimmed">
              {[user.ouName, user.profileName, user.groupName].filter(Boolean).join(' · ')}
            </Text>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.users.column.login')}</Table.Th>
            <Table.Th>{t('admin.users.column.name')}</Table.Th>
            <Table.Th>{t('admin.users.column.email')}</Table.Th>
            <Table.Th>{t('admin.users.column.ou')}</Table.Th>
            <Table.Th>{t('admin.users.column.profile')}</Table.Th>
            <Table.Th>{t('admin.users.column.group')}</Table.Th>
            <Table.Th>{t('admin.users.column.status')}</Table.Th>
            <Table.Th>{t('admin.users.column.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{open(user)}</Table.Td>
              <Table.Td>{userName(user)}</Table.Td>
              <Table.Td>{user.emailAddress}</Table.Td>
              <Table.Td>{user.ouName}</Table.Td>
              <Table.Td>{user.profileName}</Table.Td>
              <Table.Td>{user.groupName}</Table.Td>
              <Table.Td>
                <StatusBadge user={user} />
              </Table.Td>
              <Table.Td>{formatDay(user.creationDate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

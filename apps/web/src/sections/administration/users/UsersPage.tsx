import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { NamedPagination } from '../../../ui/NamedPagination';
import { useDebouncedValue } from '@mantine/hooks';
import { USERS_PAGE_SIZE, type UsersListQuery } from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { DownloadButton } from '../../../ui/download/DownloadButton';
import { ImportUsersModal } from './ImportUsersModal';
import { UserDrawer } from './UserDrawer';
import { UsersFilters, type UsersFilterValues } from './UsersFilters';
import { UsersList } from './UsersList';
import { mayChangeUsers, useUsersPage } from './usersData';

const NO_FILTERS: UsersFilterValues = { text: '', ouId: null, profileId: null, groupId: null, enabled: null };

/**
 * Administration › Users (issue 13 "Users"): the users the caller administers, filtered and paged, a table on a
 * wide screen and cards on a phone; a drawer to create or edit one; CSV import and export. Actions that change
 * something are hidden from those who may only read (superAdminView).
 */
export function UsersPage() {
  const t = useT();
  const errorText = useErrorText();
  const me = useSession((s) => s.user);
  const canChange = mayChangeUsers(me);
  const [filters, setFilters] = useState<UsersFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [text] = useDebouncedValue(filters.text.trim(), 300);
  const [open, setOpen] = useState<string | 'new' | null>(null);
  const [importing, setImporting] = useState(false);

  const query: UsersListQuery = {
    page,
    pageSize: USERS_PAGE_SIZE,
    ...(text ? { text } : {}),
    ...(filters.ouId ? { ouId: filters.ouId } : {}),
    ...(filters.profileId ? { profileId: filters.profileId } : {}),
    ...(filters.groupId ? { groupId: filters.groupId } : {}),
    ...(filters.enabled ? { enabled: filters.enabled } : {}),
  };
  const list = useUsersPage(query);
  const total = list.data?.total ?? 0;
  const exportOu = filters.ouId ?? me?.ouId;

  const changeFilters = (next: UsersFilterValues) => {
    setFilters(next);
    setPage(0);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t('admin.users.title')}
        </Title>
        <Group gap="xs" wrap="wrap">
          {canChange && <Button onClick={() => setOpen('new')}>{t('admin.users.new')}</Button>}
          {canChange && (
            <Button variant="light" onClick={() => setImporting(true)}>
              {t('admin.users.importButton')}
            </Button>
          )}
          {exportOu && (
            <DownloadButton
              size="sm"
              path={`/users/export?ouId=${encodeURIComponent(exportOu)}`}
              name={t('admin.users.exportName')}
              fileName="users.csv"
            />
          )}
        </Group>
      </Group>
      {!canChange && <Text c="dimmed">{t('admin.users.readOnly')}</Text>}
      <UsersFilters values={filters} onChange={changeFilters} />
      {list.isError && (
        <Alert color="red" role="alert">
          {errorText(list.error)}
        </Alert>
      )}
      {list.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('admin.users.count', { count: total })}
          </Text>
          {list.data.users.length === 0 ? (
            <Text>{t('admin.users.empty')}</Text>
          ) : (
            <UsersList users={list.data.users} onOpen={setOpen} />
          )}
          {total > USERS_PAGE_SIZE && (
            <NamedPagination
              total={Math.ceil(total / USERS_PAGE_SIZE)}
              value={page + 1}
              onChange={(value) => setPage(value - 1)}
              size="sm"
            />
          )}
        </>
      )}
      <UserDrawer
        userId={open === 'new' ? null : open}
        opened={open !== null}
        defaultOuId={filters.ouId ?? me?.ouId ?? null}
        canChange={canChange}
        onClose={() => setOpen(null)}
      />
      {canChange && (
        <ImportUsersModal
          opened={importing}
          defaultOuId={filters.ouId ?? me?.ouId ?? null}
          onClose={() => setImporting(false)}
        />
      )}
    </Stack>
  );
}

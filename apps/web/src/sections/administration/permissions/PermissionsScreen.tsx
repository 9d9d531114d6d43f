import { useState } from 'react';
import { Alert, Badge, Card, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { VIEW_PERMISSIONS, type UserPermissions } from '@postbridge/domain';
import { api } from '../../../api/api';
import { useT, type Translate } from '../../../i18n/useT';
import { accessKey, Loading, LoadError, usePhone, userName } from '../home/adminAccess';

type Row = UserPermissions['permissions'][number];

/** A name set inside a sentence, isolated (FSI … PDI) so that a Latin name keeps its order in a Hebrew one. */
const isolated = (name: string) => `\u2068${name}\u2069`;

/** Where a permission comes from: each mask of the profile holding it, with the items it reaches. */
function origins(t: Translate, detail: UserPermissions, row: Row): string[] {
  const profile = isolated(detail.profile?.name ?? '');
  const out: string[] = [];
  if (superAdmin(detail)) out.push(t('admin.permissions.from.superAdmin'));
  else if (superAdminView(detail) && VIEWING.includes(row.permission))
    out.push(t('admin.permissions.from.superAdminView'));
  if (row.own) out.push(t('admin.permissions.from.own', { profile }));
  if (row.group)
    out.push(
      detail.group
        ? t('admin.permissions.from.group', { profile, group: isolated(detail.group.name) })
        : t('admin.permissions.from.groupNone', { profile }),
    );
  if (row.ou) out.push(t('admin.permissions.from.ou', { profile, account: isolated(detail.ouName) }));
  return out;
}

const VIEWING: readonly string[] = VIEW_PERMISSIONS;
const ownHolds = (detail: UserPermissions, permission: Row['permission']) =>
  detail.permissions.some((r) => r.permission === permission && r.own);
const superAdmin = (detail: UserPermissions) => ownHolds(detail, 'superAdmin');
const superAdminView = (detail: UserPermissions) => ownHolds(detail, 'superAdminView');

/**
 * Held when a mask holds it and reaches something (a group mask reaches no one without a group); superAdmin in
 * the own mask holds everything, superAdminView the viewing permissions (docs/domain-decisions.md).
 */
const held = (detail: UserPermissions, row: Row) =>
  row.own ||
  row.ou ||
  (row.group && detail.group !== null) ||
  superAdmin(detail) ||
  (superAdminView(detail) && VIEWING.includes(row.permission));

/**
 * Permissions: a user the administrator chooses, and for each permission whether the user holds it, what it
 * allows in words, and where it comes from — which mask of which profile, reaching which group or account.
 */
export function PermissionsScreen() {
  const t = useT();
  const phone = usePhone();
  const [userId, setUserId] = useState<string | null>(null);
  const users = useQuery({
    queryKey: accessKey('users', ''),
    queryFn: () => api.get('/groups/users', { query: {} }),
  });
  const detail = useQuery({
    queryKey: accessKey('permissions', userId ?? ''),
    queryFn: () => api.get('/permissions/:userId', { params: { userId: userId! } }),
    enabled: userId !== null,
  });

  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h2">
        {t('screen.administration.permissions')}
      </Title>
      {users.isError && <LoadError error={users.error} retry={() => void users.refetch()} />}
      {users.data?.length === 0 && <Text>{t('admin.permissions.noUsers')}</Text>}
      <Select
        label={t('admin.permissions.user')}
        placeholder={t('admin.permissions.userPlaceholder')}
        data={(users.data ?? []).map((u) => ({ value: u.id, label: `${userName(u)} · ${u.ouName}` }))}
        value={userId}
        onChange={setUserId}
        searchable
        maw={480}
      />
      {userId === null && <Text c="dimmed">{t('admin.permissions.pick')}</Text>}
      {userId !== null && detail.isPending && <Loading />}
      {detail.isError && <LoadError error={detail.error} retry={() => void detail.refetch()} />}
      {detail.data && <PermissionsOf detail={detail.data} phone={phone} />}
    </Stack>
  );
}

function PermissionsOf({ detail, phone }: { detail: UserPermissions; phone: boolean }) {
  const t = useT();
  return (
    <Stack gap="sm" aria-label={userName(detail)} component="section">
      <Title order={2} size="h3">
        <bdi>{userName(detail)}</bdi>
      </Title>
      {!detail.enabled && (
        <Alert color="orange" role="status">
          {t('admin.permissions.disabled')}
        </Alert>
      )}
      <Text size="sm">
        {detail.profile
          ? t('admin.permissions.profile', {
              name: isolated(detail.profile.name),
              role: t(`admin.role.${detail.profile.role}` as 'admin.role.SENDER'),
              account: isolated(detail.profile.ouName),
            })
          : t('admin.permissions.noProfile')}
      </Text>
      <Text size="sm">
        {detail.group
          ? t('admin.permissions.group', {
              name: isolated(detail.group.name),
              count: detail.group.memberCount,
            })
          : t('admin.permissions.noGroup')}
      </Text>
      <Text size="sm">{t('admin.permissions.accountScope', { account: isolated(detail.ouName) })}</Text>
      {phone ? (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {detail.permissions.map((row) => (
            <Card key={row.permission} component="li" withBorder padding="sm">
              <Stack gap={4}>
                <Text fw={600}>{t(`admin.permission.${row.permission}`)}</Text>
                <HeldBadge yes={held(detail, row)} />
                <Text size="sm">{t(`admin.permission.${row.permission}.allows`)}</Text>
                {origins(t, detail, row).map((o) => (
                  <Text key={o} size="xs" c="dimmed">
                    {o}
                  </Text>
                ))}
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.permissions.column.permission')}</Table.Th>
              <Table.Th>{t('admin.permissions.column.held')}</Table.Th>
              <Table.Th>{t('admin.permissions.column.allows')}</Table.Th>
              <Table.Th>{t('admin.permissions.column.from')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.permissions.map((row) => (
              <Table.Tr key={row.permission}>
                <Table.Th scope="row">{t(`admin.permission.${row.permission}`)}</Table.Th>
                <Table.Td>
                  <HeldBadge yes={held(detail, row)} />
                </Table.Td>
                <Table.Td>{t(`admin.permission.${row.permission}.allows`)}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {origins(t, detail, row).map((o) => (
                      <Text key={o} size="sm">
                        {o}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function HeldBadge({ yes }: { yes: boolean }) {
  const t = useT();
  return (
    <Badge
      color={yes ? 'green' : 'gray'}
      variant="light"
      style={{ alignSelf: 'flex-start', minWidth: 'max-content' }}
    >
      {yes ? t('admin.permissions.held') : t('admin.permissions.notHeld')}
    </Badge>
  );
}

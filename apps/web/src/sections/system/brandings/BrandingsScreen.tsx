import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasPermission, type BrandingDetail } from '@postbridge/domain';
import { api } from '../../../api/api';
import { notifyInfo } from '../../../app/notify';
import { useSession } from '../../../app/session/sessionStore';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { ConfirmDeletion } from '../../../ui/ConfirmDeletion';
import { BRANDINGS_KEY, BrandingEditor } from './BrandingEditor';

/**
 * System > White labels (docs/product.md §1, §3 "Branding"): every white label with its application name,
 * virtual host and how many accounts show it; new, edit (with a live preview), delete. superAdminView reads
 * everything and changes nothing.
 */
export function BrandingsScreen() {
  const t = useT();
  const errorText = useErrorText();
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const canChange = !!user && hasPermission(user.permissions, 'superAdmin');
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [editing, setEditing] = useState<{ branding: BrandingDetail | null } | null>(null);
  const [deleting, setDeleting] = useState<BrandingDetail | null>(null);
  const brandings = useQuery({ queryKey: BRANDINGS_KEY, queryFn: () => api.get('/brandings/all') });
  const remove = useMutation({
    mutationFn: (b: BrandingDetail) => api.delete('/brandings/:brandingId', { params: { brandingId: b.id } }),
    onSuccess: async () => {
      notifyInfo(t('system.brandings.deleted'));
      setDeleting(null);
      await client.invalidateQueries({ queryKey: BRANDINGS_KEY });
    },
  });

  if (editing) {
    return (
      <Stack gap="md" p="md">
        <BrandingEditor
          key={editing.branding?.id ?? 'new'}
          branding={editing.branding}
          others={brandings.data ?? []}
          readOnly={!canChange}
          onDone={() => setEditing(null)}
        />
      </Stack>
    );
  }

  const actions = (b: BrandingDetail) => (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" onClick={() => setEditing({ branding: b })}>
        {canChange ? t('system.brandings.edit') : t('system.brandings.view')}
      </Button>
      {canChange && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => {
            remove.reset();
            setDeleting(b);
          }}
        >
          {t('system.brandings.delete')}
        </Button>
      )}
    </Group>
  );
  const host = (b: BrandingDetail) =>
    b.virtualHost ? <bdi dir="ltr">{b.virtualHost}</bdi> : t('system.brandings.noHost');

  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h2">
        {t('screen.system.brandings')}
      </Title>
      <Text>{t('system.brandings.intro')}</Text>
      {!canChange && (
        <Alert color="gray" role="status">
          {t('system.brandings.readOnly')}
        </Alert>
      )}
      {canChange && (
        <Group>
          <Button onClick={() => setEditing({ branding: null })}>{t('system.brandings.new')}</Button>
        </Group>
      )}
      {brandings.isPending && <Loader role="img" aria-label={t('system.brandings.loading')} />}
      {brandings.isError && (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text>
              {t('system.brandings.loadError')} {errorText(brandings.error)}
            </Text>
            <Button size="xs" variant="light" onClick={() => void brandings.refetch()}>
              {t('system.brandings.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {brandings.data?.length === 0 && <Text>{t('system.brandings.empty')}</Text>}
      {brandings.data && brandings.data.length > 0 && phone && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {brandings.data.map((b) => (
            <Card key={b.id} component="li" withBorder padding="sm" aria-label={b.name}>
              <Stack gap={4}>
                <Text fw={600}>
                  <bdi>{b.name}</bdi>
                </Text>
                <Text size="sm">
                  {t('system.brandings.column.applicationName')}: <bdi>{b.applicationName}</bdi>
                </Text>
                <Text size="sm">
                  {t('system.brandings.column.virtualHost')}: {host(b)}
                </Text>
                <Text size="sm">{t('system.brandings.accountCount', { count: b.accountCount })}</Text>
                {actions(b)}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      {brandings.data && brandings.data.length > 0 && !phone && (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('system.brandings.column.name')}</Table.Th>
              <Table.Th>{t('system.brandings.column.applicationName')}</Table.Th>
              <Table.Th>{t('system.brandings.column.virtualHost')}</Table.Th>
              <Table.Th>{t('system.brandings.column.accounts')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {brandings.data.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td>
                  <bdi>{b.name}</bdi>
                </Table.Td>
                <Table.Td>
                  <bdi>{b.applicationName}</bdi>
                </Table.Td>
                <Table.Td>{host(b)}</Table.Td>
                <Table.Td>{b.accountCount}</Table.Td>
                <Table.Td>{actions(b)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ConfirmDeletion
        item={deleting}
        title={deleting ? t('system.brandings.deleteConfirm', { name: deleting.name }) : ''}
        confirmLabel={t('system.brandings.deleteConfirmButton')}
        cancelLabel={t('system.brandings.cancel')}
        deletion={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey } from '@postbridge/domain';
import { api } from '../../../api/api';
import { QUERY_KEYS } from '../../../app/queries';
import { notifyInfo } from '../../../app/notify';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { useFormatDateTime } from '../../../ui/format';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { RevokeApiKeyDialog } from './RevokeApiKeyDialog';

const apiKeysKey = (ouId: string) => [...QUERY_KEYS.adminAccounts, 'apiKeys', ouId] as const;

/**
 * API keys (docs/web.md "Accounts"): the account's keys with their prefix, scopes, creation, last use, expiry and
 * whether they are revoked (shown to those who may change the account); a new key's secret is shown once by the creation dialog; revoking asks first.
 */
export function ApiKeysTab({ ouId }: { ouId: string }) {
  const t = useT();
  const errorText = useErrorText();
  const formatDateTime = useFormatDateTime('short');
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const keys = useQuery({
    queryKey: apiKeysKey(ouId),
    queryFn: () => api.get('/ou/:ouId/api-keys', { params: { ouId } }),
  });
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => api.delete('/ou/:ouId/api-keys/:keyId', { params: { ouId, keyId: key.id } }),
    onSuccess: async () => {
      setRevoking(null);
      notifyInfo(t('apiKey.revoked'));
      await client.invalidateQueries({ queryKey: apiKeysKey(ouId) });
    },
  });

  if (keys.isPending) return <Loader size="sm" role="img" aria-label={t('apiKey.tab')} />;
  if (keys.isError) {
    return (
      <Alert color="red" role="alert" title={t('apiKey.loadError')}>
        {errorText(keys.error)}
      </Alert>
    );
  }
  const now = Date.now();
  // Plain text, not a badge: a badge would cut "Revoked on … by …" in a narrow column.
  const status = (key: ApiKey) => {
    if (key.revokedAt) {
      return (
        <Text size="sm" c="dimmed">
          {t('apiKey.status.revoked', { date: formatDateTime(key.revokedAt), login: key.revokedBy ?? '' })}
        </Text>
      );
    }
    if (key.expiresAt && Date.parse(key.expiresAt) <= now) {
      return (
        <Text size="sm" c="var(--postbridge-color-warning-text)">
          {t('apiKey.status.expired')}
        </Text>
      );
    }
    return (
      <Text size="sm" c="var(--postbridge-color-success-text)">
        {t('apiKey.status.active')}
      </Text>
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('apiKey.intro')}</Text>
      <Button onClick={() => setCreating(true)} style={{ alignSelf: 'flex-start' }}>
        {t('apiKey.create')}
      </Button>
      {keys.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('apiKey.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={t('apiKey.tab')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('apiKey.name')}</Table.Th>
                <Table.Th>{t('apiKey.prefix')}</Table.Th>
                <Table.Th>{t('apiKey.scopes')}</Table.Th>
                <Table.Th>{t('apiKey.created')}</Table.Th>
                <Table.Th>{t('apiKey.lastUsed')}</Table.Th>
                <Table.Th>{t('apiKey.expiresAt')}</Table.Th>
                <Table.Th>{t('apiKey.status')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td>{key.name}</Table.Td>
                  <Table.Td dir="ltr">
                    <Text ff="monospace" size="sm">
                      {key.prefix}…
                    </Text>
                  </Table.Td>
                  <Table.Td>{key.scopes.map((scope) => t(`apiKey.scope.${scope}`)).join(', ')}</Table.Td>
                  <Table.Td>
                    {t('apiKey.createdByAt', { date: formatDateTime(key.createdAt), login: key.createdBy })}
                  </Table.Td>
                  <Table.Td>
                    {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('apiKey.neverUsed')}
                  </Table.Td>
                  <Table.Td>{key.expiresAt ? formatDateTime(key.expiresAt) : t('apiKey.noExpiry')}</Table.Td>
                  <Table.Td>{status(key)}</Table.Td>
                  <Table.Td>
                    {!key.revokedAt && (
                      <Group justify="flex-end">
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          aria-label={t('apiKey.revokeLabel', { name: key.name })}
                          onClick={() => setRevoking(key)}
                        >
                          {t('apiKey.revoke')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {creating && (
        <CreateApiKeyDialog
          ouId={ouId}
          onClose={() => setCreating(false)}
          onCreated={() => void client.invalidateQueries({ queryKey: apiKeysKey(ouId) })}
        />
      )}
      <RevokeApiKeyDialog
        apiKey={revoking}
        revocation={revoke}
        onClose={() => {
          setRevoking(null);
          revoke.reset();
        }}
      />
    </Stack>
  );
}

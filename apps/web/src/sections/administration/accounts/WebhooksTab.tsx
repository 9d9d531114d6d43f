import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookSubscription } from '@postbridge/domain';
import { api } from '../../../api/api';
import { QUERY_KEYS } from '../../../app/queries';
import { notifyInfo } from '../../../app/notify';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { ConfirmDeletion } from '../../../ui/ConfirmDeletion';
import { useFormatDateTime } from '../../../ui/format';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookSecretDialog, WebhookSubscriptionDialog } from './WebhookSubscriptionDialog';

const subscriptionsKey = (ouId: string) => [...QUERY_KEYS.adminAccounts, 'webhooks', ouId] as const;

/**
 * Webhooks (docs/web.md "Accounts"): the account's subscriptions with their address, event types, state and since
 * when they fail; creating or editing one, drawing a new secret (shown once), deleting one, and its delivery log.
 * The account's own webhook (its address in the General tab) is listed too: its address is changed there.
 */
export function WebhooksTab({ ouId }: { ouId: string }) {
  const t = useT();
  const errorText = useErrorText();
  const formatDateTime = useFormatDateTime('short');
  const client = useQueryClient();
  const [editing, setEditing] = useState<WebhookSubscription | 'new' | null>(null);
  const [rotating, setRotating] = useState<WebhookSubscription | null>(null);
  const [deleting, setDeleting] = useState<WebhookSubscription | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const subscriptions = useQuery({
    queryKey: subscriptionsKey(ouId),
    queryFn: () => api.get('/ou/:ouId/webhook-subscriptions', { params: { ouId } }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: subscriptionsKey(ouId) });
  const rotate = useMutation({
    mutationFn: (s: WebhookSubscription) =>
      api.post('/ou/:ouId/webhook-subscriptions/:subscriptionId/rotate-secret', {
        params: { ouId, subscriptionId: s.id },
      }),
    onSuccess: async (answer) => {
      setRotating(null);
      setSecret(answer.secret);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (s: WebhookSubscription) =>
      api.delete('/ou/:ouId/webhook-subscriptions/:subscriptionId', {
        params: { ouId, subscriptionId: s.id },
      }),
    onSuccess: async (gone) => {
      setDeleting(null);
      if (shown === gone.id) setShown(null);
      notifyInfo(t('admin.webhooks.deleted'));
      await refresh();
    },
  });

  if (subscriptions.isPending) return <Loader size="sm" role="img" aria-label={t('admin.webhooks.tab')} />;
  if (subscriptions.isError) {
    return (
      <Alert color="red" role="alert" title={t('admin.webhooks.loadError')}>
        {errorText(subscriptions.error)}
      </Alert>
    );
  }
  const list = subscriptions.data;
  const open = list.find((s) => s.id === shown) ?? null;
  const types = (s: WebhookSubscription) =>
    s.eventTypes.length
      ? s.eventTypes.map((type) => t(`admin.webhooks.type.${type}`)).join(', ')
      : t('admin.webhooks.allTypes');

  return (
    <Stack gap="sm">
      <Text size="sm">{t('admin.webhooks.intro')}</Text>
      <Button onClick={() => setEditing('new')} style={{ alignSelf: 'flex-start' }}>
        {t('admin.webhooks.create')}
      </Button>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.webhooks.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped aria-label={t('admin.webhooks.tab')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.webhooks.url')}</Table.Th>
                <Table.Th>{t('admin.webhooks.eventTypes')}</Table.Th>
                <Table.Th>{t('admin.webhooks.status')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Text size="sm" dir="ltr" style={{ wordBreak: 'break-all' }}>
                      {s.url}
                    </Text>
                    {(s.isDefault || s.description) && (
                      <Text size="xs" c="dimmed">
                        {s.isDefault ? t('admin.webhooks.default') : s.description}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{types(s)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {s.enabled ? t('admin.webhooks.status.enabled') : t('admin.webhooks.status.disabled')}
                    </Text>
                    {s.failingSince && (
                      <Text size="sm" c="var(--postbridge-color-error-text)">
                        {t('admin.webhooks.failingSince', { date: formatDateTime(s.failingSince) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end" gap="xs" wrap="wrap">
                      <Button
                        size="xs"
                        variant={shown === s.id ? 'filled' : 'light'}
                        aria-label={t('admin.webhooks.deliveriesLabel', { url: s.url })}
                        aria-pressed={shown === s.id}
                        onClick={() => setShown(shown === s.id ? null : s.id)}
                      >
                        {t('admin.webhooks.deliveries')}
                      </Button>
                      {!s.isDefault && (
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={t('admin.webhooks.editLabel', { url: s.url })}
                          onClick={() => setEditing(s)}
                        >
                          {t('admin.webhooks.edit')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('admin.webhooks.rotateLabel', { url: s.url })}
                        onClick={() => setRotating(s)}
                      >
                        {t('admin.webhooks.rotate')}
                      </Button>
                      {!s.isDefault && (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          aria-label={t('admin.webhooks.deleteLabel', { url: s.url })}
                          onClick={() => setDeleting(s)}
                        >
                          {t('admin.webhooks.delete')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {open && <WebhookDeliveries key={open.id} ouId={ouId} subscription={open} />}
      {editing && (
        <WebhookSubscriptionDialog
          ouId={ouId}
          subscription={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(drawn) => {
            setEditing(null);
            if (drawn) setSecret(drawn);
            else notifyInfo(t('admin.webhooks.saved'));
            void refresh();
          }}
        />
      )}
      <Modal
        opened={rotating !== null}
        onClose={() => setRotating(null)}
        title={t('admin.webhooks.rotateTitle')}
        closeButtonProps={{ 'aria-label': t('admin.webhooks.cancel') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('admin.webhooks.rotateConfirm')}</Text>
          {rotate.isError && (
            <Alert color="red" role="alert">
              {errorText(rotate.error)}
            </Alert>
          )}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={() => setRotating(null)}>
              {t('admin.webhooks.cancel')}
            </Button>
            <Button loading={rotate.isPending} onClick={() => rotating && rotate.mutate(rotating)}>
              {t('admin.webhooks.rotate')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <WebhookSecretDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDeletion
        item={deleting}
        title={deleting ? t('admin.webhooks.deleteTitle', { url: deleting.url }) : ''}
        confirmLabel={t('admin.webhooks.delete')}
        cancelLabel={t('admin.webhooks.cancel')}
        deletion={remove}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </Stack>
  );
}

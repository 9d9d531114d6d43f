import { Fragment, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery, WebhookSubscription } from '@postbridge/domain';
import { api } from '../../../api/api';
import { QUERY_KEYS } from '../../../app/queries';
import { notifyInfo } from '../../../app/notify';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { useFormatDateTime } from '../../../ui/format';

const PAGE = 20;

const webhookDeliveriesKey = (subscriptionId: string) =>
  [...QUERY_KEYS.adminAccounts, 'webhookDeliveries', subscriptionId] as const;

const STATE_COLOURS: Record<WebhookDelivery['state'], string> = {
  pending: 'blue',
  delivered: 'green',
  failed: 'red',
  refused: 'red',
  dropped: 'gray',
};

/** One delivery's attempts: the request as sent and the answer (its status and the start of its body). */
function Attempts({ delivery }: { delivery: WebhookDelivery }) {
  const t = useT();
  const formatDateTime = useFormatDateTime('medium');
  return (
    <Stack gap="sm" aria-label={t('admin.webhooks.details', { id: delivery.eventId })} role="region">
      {delivery.attempts.map((a) => (
        <Stack key={a.attempt} gap={4}>
          <Text size="sm" fw={600}>
            {t('admin.webhooks.attempt', { n: a.attempt, date: formatDateTime(a.at) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('admin.webhooks.request')}
          </Text>
          <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {`POST ${a.url}\n${Object.entries(a.requestHeaders ?? {})
              .map(([name, value]) => `${name}: ${value}`)
              .join('\n')}\n\n${a.requestBody ?? ''}`}
          </Code>
          <Text size="xs" c="dimmed">
            {t('admin.webhooks.answer')}
          </Text>
          <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {[
              a.httpStatus === null ? t('admin.webhooks.noAnswer') : `HTTP ${a.httpStatus}`,
              a.error,
              a.responseBody,
            ]
              .filter(Boolean)
              .join('\n')}
          </Code>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The delivery log of a subscription (docs/web.md "Accounts"): newest first, a page at a time; a row opens its
 * attempts (request and answer); "Replay" sends a delivery's event again, "Replay since event…" every event from an
 * id on.
 */
export function WebhookDeliveries({
  ouId,
  subscription,
}: {
  ouId: string;
  subscription: WebhookSubscription;
}) {
  const t = useT();
  const errorText = useErrorText();
  const formatDateTime = useFormatDateTime('short');
  const client = useQueryClient();
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const [sinceId, setSinceId] = useState('');
  const params = { ouId, subscriptionId: subscription.id };
  const page = useQuery({
    queryKey: [...webhookDeliveriesKey(subscription.id), offset],
    queryFn: () =>
      api.get('/ou/:ouId/webhook-subscriptions/:subscriptionId/deliveries', {
        params,
        query: { limit: PAGE, offset },
      }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: webhookDeliveriesKey(subscription.id) });
  const replay = useMutation({
    mutationFn: (delivery: WebhookDelivery) =>
      api.post('/ou/:ouId/webhook-subscriptions/:subscriptionId/deliveries/:deliveryId/replay', {
        params: { ...params, deliveryId: delivery.id },
      }),
    onSuccess: async (replayed) => {
      notifyInfo(t('admin.webhooks.replayed', { id: replayed.eventId }));
      await refresh();
    },
  });
  const replaySince = useMutation({
    mutationFn: () =>
      api.post('/ou/:ouId/webhook-subscriptions/:subscriptionId/replay', {
        params,
        body: { sinceEventId: sinceId.trim() },
      }),
    onSuccess: async ({ queued }) => {
      notifyInfo(t('admin.webhooks.replaySinceDone', { count: queued }));
      setSinceId('');
      await refresh();
    },
  });

  const title = t('admin.webhooks.deliveriesTitle', { url: subscription.url });
  let body;
  if (page.isPending) body = <Loader size="sm" role="img" aria-label={title} />;
  else if (page.isError)
    body = (
      <Alert color="red" role="alert">
        {errorText(page.error)}
      </Alert>
    );
  else if (page.data.total === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t('admin.webhooks.deliveriesEmpty')}
      </Text>
    );
  else {
    const { deliveries, total } = page.data;
    body = (
      <>
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.webhooks.time')}</Table.Th>
                <Table.Th>{t('admin.webhooks.event')}</Table.Th>
                <Table.Th>{t('admin.webhooks.state')}</Table.Th>
                <Table.Th>{t('admin.webhooks.httpStatus')}</Table.Th>
                <Table.Th>{t('admin.webhooks.duration')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.map((d) => {
                const last = d.attempts.at(-1);
                const expanded = open === d.id;
                return (
                  <Fragment key={d.id}>
                    <Table.Tr>
                      <Table.Td>{formatDateTime(last?.at ?? d.createdAt)}</Table.Td>
                      <Table.Td>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          aria-expanded={expanded}
                          onClick={() => setOpen(expanded ? null : d.id)}
                        >
                          {`${t(`admin.webhooks.type.${d.eventType}`)} #${d.eventId}`}
                        </Button>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="wrap">
                          <Badge color={STATE_COLOURS[d.state]} variant="light">
                            {t(`admin.webhooks.state.${d.state}`)}
                          </Badge>
                          {d.replayOf && (
                            <Badge color="gray" variant="outline">
                              {t('admin.webhooks.replayOf')}
                            </Badge>
                          )}
                        </Group>
                        {d.state === 'pending' && d.nextAttemptAt && (
                          <Text size="xs" c="dimmed">
                            {t('admin.webhooks.nextAttempt', { date: formatDateTime(d.nextAttemptAt) })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{last?.httpStatus ?? '—'}</Table.Td>
                      <Table.Td>
                        {last ? t('admin.webhooks.durationMs', { ms: last.durationMs }) : '—'}
                      </Table.Td>
                      <Table.Td>
                        <Group justify="flex-end">
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={t('admin.webhooks.replayLabel', { id: d.eventId })}
                            loading={replay.isPending && replay.variables?.id === d.id}
                            onClick={() => replay.mutate(d)}
                          >
                            {t('admin.webhooks.replay')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                    {expanded && (
                      <Table.Tr>
                        <Table.Td colSpan={6}>
                          <Attempts delivery={d} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('admin.webhooks.page', {
              from: offset + 1,
              to: offset + deliveries.length,
              total,
            })}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - PAGE))}
            >
              {t('admin.webhooks.previous')}
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={offset + PAGE >= total}
              onClick={() => setOffset(offset + PAGE)}
            >
              {t('admin.webhooks.next')}
            </Button>
          </Group>
        </Group>
      </>
    );
  }

  return (
    <Stack gap="sm">
      <Title order={4}>{title}</Title>
      {(replay.isError || replaySince.isError) && (
        <Alert color="red" role="alert">
          {errorText(replay.error ?? replaySince.error)}
        </Alert>
      )}
      {body}
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('admin.webhooks.replaySince')}
          description={t('admin.webhooks.replaySinceHelp')}
          placeholder={t('admin.webhooks.replaySinceId')}
          inputMode="numeric"
          dir="ltr"
          value={sinceId}
          onChange={(e) => setSinceId(e.currentTarget.value)}
          w={{ base: '100%', xs: 260 }}
        />
        <Button
          variant="light"
          disabled={!/^\d{1,15}$/.test(sinceId.trim())}
          loading={replaySince.isPending}
          onClick={() => replaySince.mutate()}
        >
          {t('admin.webhooks.replaySinceSubmit')}
        </Button>
      </Group>
    </Stack>
  );
}

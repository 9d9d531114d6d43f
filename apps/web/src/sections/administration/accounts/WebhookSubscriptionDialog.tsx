import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  EVENT_TYPES,
  validateWebhookUrl,
  type EventType,
  type WebhookSubscription,
} from '@postbridge/domain';
import { api } from '../../../api/api';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';

/** A signing secret, shown once (after a creation or a rotation), with a copy button and its warning. */
export function WebhookSecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={t('admin.webhooks.secretTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
    >
      {secret && (
        <Stack gap="sm">
          <Alert color="orange" role="status">
            {t('admin.webhooks.secretWarning')}
          </Alert>
          <Code block dir="ltr" style={{ wordBreak: 'break-all' }} data-testid="webhook-secret">
            {secret}
          </Code>
          <Group justify="flex-end" wrap="wrap">
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('admin.webhooks.copied') : t('admin.webhooks.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('admin.webhooks.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

interface WebhookSubscriptionDialogProps {
  ouId: string;
  /** The subscription edited; null to create one. */
  subscription: WebhookSubscription | null;
  onClose: () => void;
  /** Saved; `secret` is the new subscription's secret (a creation), to show once. */
  onSaved: (secret: string | null) => void;
}

/**
 * A subscription's form: address (checked as the account's webhook address), description, the event types it hears
 * (none: all) and whether it is enabled. No <form>: the dialog sits inside the account's form in React's tree.
 */
export function WebhookSubscriptionDialog({
  ouId,
  subscription,
  onClose,
  onSaved,
}: WebhookSubscriptionDialogProps) {
  const t = useT();
  const errorText = useErrorText();
  const [url, setUrl] = useState(subscription?.url ?? '');
  const [description, setDescription] = useState(subscription?.description ?? '');
  const [eventTypes, setEventTypes] = useState<EventType[]>(subscription?.eventTypes ?? []);
  const [enabled, setEnabled] = useState(subscription?.enabled ?? true);
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    mutationFn: async () => {
      const body = { url: url.trim(), description: description.trim(), eventTypes, enabled };
      if (!subscription) {
        const created = await api.post('/ou/:ouId/webhook-subscriptions', { params: { ouId }, body });
        return created.secret;
      }
      await api.post('/ou/:ouId/webhook-subscriptions/:subscriptionId', {
        params: { ouId, subscriptionId: subscription.id },
        body: { ...body, version: subscription.version },
      });
      return null;
    },
    onSuccess: onSaved,
  });
  const issues = validateWebhookUrl(url.trim(), 'url');
  const invalid = !url.trim() || issues.some((i) => i.severity === 'error');
  const insecure = issues.some((i) => i.severity === 'warning');
  const submit = () => {
    setChecked(true);
    if (!invalid) save.mutate();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={subscription ? t('admin.webhooks.editTitle') : t('admin.webhooks.create')}
      closeButtonProps={{ 'aria-label': t('admin.webhooks.cancel') }}
      size="lg"
    >
      <Stack gap="sm">
        <TextInput
          label={t('admin.webhooks.url')}
          description={t('admin.webhooks.urlHelp')}
          required
          dir="ltr"
          maxLength={2000}
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={checked && invalid ? t('issue.ou.webhookInvalid') : undefined}
          data-autofocus
        />
        {insecure && !invalid && (
          <Alert color="orange" role="status">
            {t('issue.ou.webhookInsecure')}
          </Alert>
        )}
        <TextInput
          label={t('admin.webhooks.description')}
          maxLength={500}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Checkbox.Group
          label={t('admin.webhooks.eventTypes')}
          description={t('admin.webhooks.eventTypesHelp')}
          value={eventTypes}
          onChange={(value) => setEventTypes(EVENT_TYPES.filter((type) => value.includes(type)))}
        >
          <Stack gap={6} mt={6}>
            {EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={t(`admin.webhooks.type.${type}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label={t('admin.webhooks.enabled')}
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
        />
        {save.isError && (
          <Alert color="red" role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose}>
            {t('admin.webhooks.cancel')}
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            {subscription ? t('admin.webhooks.save') : t('admin.webhooks.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

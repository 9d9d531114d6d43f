import { useState } from 'react';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Loader,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROVIDER_NAMES,
  PROVIDER_SECRET_MIN_LENGTH,
  SMPP_PASSWORD_MAX_LENGTH,
  type ChannelProvider,
  type ChannelProviderSaveBody,
  type LabelKey,
  type SavedChannel,
} from '@postbridge/domain';
import { api } from '../../../../api/api';
import { ApiError } from '../../../../api/errors';
import { notifyInfo } from '../../../../app/notify';
import { useErrorText } from '../../../../i18n/useErrorText';
import { useT } from '../../../../i18n/useT';
import { useFormatDateTime } from '../../../../ui/format';

interface ProviderTabProps {
  /** The saved channel (the provider settings are saved with their own call, for a saved channel only). */
  channel: SavedChannel | null;
  /** The channel's provider name as edited in the form, and its change. */
  providerName: string;
  onProviderNameChange: (providerName: string) => void;
  readOnly?: boolean;
}

type Field = 'endpoint' | 'secret';

/** What each provider does, in a sentence (the providers of docs/providers.md). */
const ABOUT: Record<string, LabelKey> = {
  simulator: 'system.provider.about.simulator',
  smtp: 'system.provider.about.smtp',
  'print-drop': 'system.provider.about.print-drop',
  'on-premise': 'system.provider.about.on-premise',
  'http-provider': 'system.provider.about.http-provider',
  smpp: 'system.provider.about.smpp',
  'ipp-print': 'system.provider.about.ipp-print',
};
const ENDPOINT_SOURCE: Record<ChannelProvider['source']['endpoint'], LabelKey> = {
  system: 'system.provider.source.endpoint.system',
  configuration: 'system.provider.source.endpoint.configuration',
  none: 'system.provider.source.endpoint.none',
};

const providerKey = (channelId: string) => ['session', 'system', 'channelProvider', channelId];

/** The provider of a channel (issue 15): which adapter carries it, its endpoint and its secret (write-only). */
export function ProviderTab({ channel, providerName, onProviderNameChange, readOnly }: ProviderTabProps) {
  const t = useT();
  const settings = useQuery({
    queryKey: providerKey(channel?.id ?? ''),
    queryFn: () => api.get('/channels/:channelId/provider', { params: { channelId: channel!.id } }),
    enabled: channel !== null,
  });
  // The names the server answers (its adapters), else the contract's; a name it does not know stays choosable.
  const names = settings.data?.providers ?? [...PROVIDER_NAMES];
  const choices = names.includes(providerName) || !providerName ? names : [...names, providerName];
  const about = ABOUT[providerName];

  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        {t('system.provider.title')}
      </Title>
      <Select
        label={t('system.provider.name')}
        data={choices}
        value={providerName || null}
        onChange={(value) => value && onProviderNameChange(value)}
        allowDeselect={false}
        disabled={readOnly}
        maw={420}
        comboboxProps={{ withinPortal: true }}
        description={
          providerName
            ? t(about && names.includes(providerName) ? about : 'system.provider.about.other')
            : undefined
        }
      />
      {channel === null ? (
        <Alert color="blue" variant="light">
          {t('system.provider.saveFirst')}
        </Alert>
      ) : settings.isPending ? (
        <Loader size="sm" role="img" aria-label={t('common.loading')} />
      ) : settings.isError ? (
        <Alert color="red" role="alert" title={t('system.provider.loadError')}>
          <Button size="xs" variant="light" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <ProviderSettings
          channelId={channel.id}
          providerName={providerName}
          settings={settings.data}
          readOnly={readOnly ?? false}
        />
      )}
    </Stack>
  );
}

/** Endpoint, secret and tracking address of a saved channel. */
function ProviderSettings({
  channelId,
  providerName,
  settings,
  readOnly,
}: {
  channelId: string;
  /** As edited in the form: the tracking address follows it before the channel is saved. */
  providerName: string;
  settings: ChannelProvider;
  readOnly: boolean;
}) {
  const t = useT();
  const client = useQueryClient();
  const errorText = useErrorText();
  const formatDateTime = useFormatDateTime();
  const [endpoint, setEndpoint] = useState(settings.endpoint ?? '');
  const [secret, setSecret] = useState('');
  const [generated, setGenerated] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});

  const save = useMutation({
    mutationFn: (change: Omit<ChannelProviderSaveBody, 'version'>) =>
      api.post('/channels/:channelId/provider', {
        params: { channelId },
        body: { version: settings.version, ...change },
      }),
    onMutate: () => setFieldErrors({}),
    onSuccess: (saved) => {
      const { generatedSecret, ...rest } = saved;
      client.setQueryData(providerKey(channelId), rest);
      setEndpoint(saved.endpoint ?? '');
      setSecret('');
      setGenerated(generatedSecret);
      notifyInfo(t('system.provider.saved'));
    },
    onError: (error) => {
      // A refusal at a field is shown under it; others (a conflict, -13) above the settings.
      if (error instanceof ApiError && (error.field === 'body.endpoint' || error.field === 'body.secret')) {
        setFieldErrors({ [error.field.slice('body.'.length)]: errorText(error) });
      }
    },
  });
  const fieldError = (field: Field) => fieldErrors[field];
  const generalError =
    save.isError && !(save.error instanceof ApiError && save.error.field?.startsWith('body.'))
      ? errorText(save.error)
      : null;
  // An SMS centre's secret is its SMPP password: at most 8 characters, given by the centre (never generated).
  const smpp = providerName === 'smpp';
  const setSecretNow = () => {
    if (smpp && secret.length > SMPP_PASSWORD_MAX_LENGTH) {
      setFieldErrors({ secret: t('system.provider.error.smppPassword', { max: SMPP_PASSWORD_MAX_LENGTH }) });
      return;
    }
    if (!smpp && secret.length < PROVIDER_SECRET_MIN_LENGTH) {
      setFieldErrors({ secret: t('system.provider.error.secretShort', { min: PROVIDER_SECRET_MIN_LENGTH }) });
      return;
    }
    save.mutate({ secret });
  };
  const trackingPath =
    providerName && providerName !== settings.providerName
      ? `/api/tracking/${encodeURIComponent(providerName)}`
      : settings.trackingPath;
  const trackingUrl = `${window.location.origin}${trackingPath}`;
  // An ipp-print channel's endpoint is its printer's URI (ipp:// or ipps://).
  const ipp = providerName === 'ipp-print';

  return (
    <Stack gap="md">
      {generalError && (
        <Alert color="red" role="alert">
          {generalError}
        </Alert>
      )}
      <Stack gap={6}>
        <TextInput
          label={t('system.provider.endpoint')}
          description={
            smpp
              ? t('system.provider.smppHint', { max: SMPP_PASSWORD_MAX_LENGTH })
              : t(ipp ? 'system.provider.endpointHintIpp' : 'system.provider.endpointHint')
          }
          value={endpoint}
          onChange={(e) => setEndpoint(e.currentTarget.value)}
          readOnly={readOnly}
          error={fieldError('endpoint')}
          placeholder={ipp ? 'ipp://' : smpp ? 'smpp://' : 'https://'}
          dir="ltr"
          type={smpp ? 'text' : 'url'}
          maw={560}
        />
        <Text size="sm" c="dimmed">
          {t(ENDPOINT_SOURCE[settings.source.endpoint])}
        </Text>
        {!readOnly && (
          <Group gap="xs">
            <Button
              size="xs"
              onClick={() => save.mutate({ endpoint: endpoint.trim() || null })}
              loading={save.isPending}
              disabled={endpoint.trim() === (settings.endpoint ?? '')}
            >
              {t('system.provider.saveEndpoint')}
            </Button>
            {settings.endpoint !== null && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => save.mutate({ endpoint: null })}
                disabled={save.isPending}
              >
                {t('system.provider.removeEndpoint')}
              </Button>
            )}
          </Group>
        )}
      </Stack>

      <Stack gap={6}>
        <Title order={4} size="h6">
          {t('system.provider.secret')}
        </Title>
        <Text size="sm">
          {settings.secretSet
            ? t('system.provider.secretSet', { date: formatDateTime(settings.secretUpdatedAt) })
            : settings.source.secret === 'configuration'
              ? t('system.provider.secretNotSet')
              : t('system.provider.secretNone')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('system.provider.secretHint')}
        </Text>
        {generated && (
          <Alert color="orange" variant="light" role="alert">
            <Stack gap="xs">
              <Text size="sm">{t('system.provider.generatedOnce')}</Text>
              <Code block dir="ltr" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
                {generated}
              </Code>
              <CopyButton value={generated}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy} w="fit-content">
                    {copied ? t('system.provider.copied') : t('system.provider.copy')}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          </Alert>
        )}
        {!readOnly && (
          <>
            <PasswordInput
              label={t('system.provider.newSecret')}
              value={secret}
              onChange={(e) => setSecret(e.currentTarget.value)}
              error={fieldError('secret')}
              autoComplete="new-password"
              dir="ltr"
              maw={560}
            />
            <Group gap="xs">
              <Button size="xs" onClick={setSecretNow} loading={save.isPending} disabled={!secret}>
                {t('system.provider.setSecret')}
              </Button>
              {!smpp && (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => save.mutate({ generateSecret: true })}
                  disabled={save.isPending}
                >
                  {t('system.provider.generate')}
                </Button>
              )}
              {settings.secretSet && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => save.mutate({ secret: null })}
                  disabled={save.isPending}
                >
                  {t('system.provider.removeSecret')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>

      <Stack gap={4}>
        <Text size="sm">{t('system.provider.trackingUrl')}</Text>
        <Code block dir="ltr" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {trackingUrl}
        </Code>
      </Stack>
    </Stack>
  );
}

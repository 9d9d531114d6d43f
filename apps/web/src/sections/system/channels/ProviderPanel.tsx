import { Alert, Checkbox, Divider, Stack, Switch, Text, Title } from '@mantine/core';
import type { SavedChannel } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { ProviderTab } from './provider/ProviderTab';
import type { ChannelTabProps } from './tabProps';

/**
 * Provider: the adapter that carries the channel (ProviderTab, its own call) and the external output trigger with
 * its token (docs/product.md §3 "Channel": shown once when generated, only its hash kept).
 */
export function ProviderPanel({
  draft,
  change,
  errorAt,
  readOnly,
  saved,
}: ChannelTabProps & { saved: SavedChannel | null }) {
  const t = useT();
  const providerError = errorAt('providerName');
  return (
    <Stack gap="md" maw={720}>
      <ProviderTab
        channel={saved}
        providerName={draft.providerName}
        onProviderNameChange={(providerName) => change({ providerName })}
        readOnly={readOnly}
      />
      {providerError && (
        <Text size="sm" c="red" role="alert">
          {providerError}
        </Text>
      )}
      <Divider />
      <Title order={3} size="h5">
        {t('system.channels.external.title')}
      </Title>
      <Switch
        label={t('system.channels.external.trigger')}
        checked={draft.externalOutputTrigger}
        disabled={readOnly}
        error={errorAt('externalOutputTrigger')}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          change({
            externalOutputTrigger: on,
            regenerateExternalOutputToken: on ? draft.regenerateExternalOutputToken : false,
          });
        }}
      />
      {draft.externalOutputTrigger &&
        (saved?.externalOutputTokenSet ? (
          <Stack gap={4}>
            <Text size="sm">{t('system.channels.external.tokenSet')}</Text>
            {!readOnly && (
              <Checkbox
                label={t('system.channels.external.regenerate')}
                description={t('system.channels.external.regenerateHint')}
                checked={draft.regenerateExternalOutputToken}
                error={errorAt('regenerateExternalOutputToken')}
                onChange={(e) => change({ regenerateExternalOutputToken: e.currentTarget.checked })}
              />
            )}
          </Stack>
        ) : (
          <Alert color="blue" variant="light">
            {t('system.channels.external.noToken')}
          </Alert>
        ))}
    </Stack>
  );
}

import { useState } from 'react';
import { Anchor, Input, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useT } from '../../../i18n/useT';
import { trackingExample } from './channelDraft';
import type { ChannelTabProps } from './tabProps';

const SAMPLE_NUMBER = '1A23456789012';

/**
 * Tracking links (docs/product.md §3 "Channel" trackingProperties): the link with the placeholder the tracking
 * number replaces, and the link it makes for a sample number, as the user types.
 */
export function TrackingTab({ draft, change, errorAt, errorsWithin, readOnly }: ChannelTabProps) {
  const t = useT();
  const [sample, setSample] = useState(SAMPLE_NUMBER);
  const tracking = draft.trackingProperties;
  const example = tracking ? trackingExample(tracking.url, tracking.placeholder, sample) : null;
  return (
    <Stack gap="sm" maw={720}>
      <Switch
        label={t('system.channels.tracking.enabled')}
        checked={tracking !== null}
        disabled={readOnly}
        onChange={(e) =>
          change({
            trackingProperties: e.currentTarget.checked
              ? { url: 'https://', type: 'link', placeholder: '{number}' }
              : null,
          })
        }
      />
      {tracking && (
        <>
          <TextInput
            label={t('system.channels.tracking.url')}
            description={t('system.channels.tracking.urlHint')}
            value={tracking.url}
            onChange={(e) => {
              const url = e.currentTarget.value;
              change((d) => ({
                trackingProperties: d.trackingProperties && { ...d.trackingProperties, url },
              }));
            }}
            error={errorsWithin('trackingProperties.url')}
            disabled={readOnly}
            dir="ltr"
            type="url"
          />
          <TextInput
            label={t('system.channels.tracking.placeholder')}
            value={tracking.placeholder}
            onChange={(e) => {
              const placeholder = e.currentTarget.value;
              change((d) => ({
                trackingProperties: d.trackingProperties && { ...d.trackingProperties, placeholder },
              }));
            }}
            error={errorAt('trackingProperties.placeholder')}
            disabled={readOnly}
            dir="ltr"
            w={{ base: '100%', xs: 240 }}
          />
          <TextInput
            label={t('system.channels.tracking.sample')}
            value={sample}
            onChange={(e) => setSample(e.currentTarget.value)}
            dir="ltr"
            w={{ base: '100%', xs: 240 }}
          />
          <Input.Wrapper label={t('system.channels.tracking.example')}>
            {example ? (
              <Text size="sm" dir="ltr" style={{ wordBreak: 'break-all' }} data-testid="tracking-example">
                {/^https?:\/\//i.test(example) ? (
                  <Anchor href={example} target="_blank" rel="noreferrer noopener">
                    {example}
                  </Anchor>
                ) : (
                  example
                )}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('system.channels.tracking.noExample')}
              </Text>
            )}
          </Input.Wrapper>
        </>
      )}
    </Stack>
  );
}

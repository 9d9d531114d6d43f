import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  priceListSchema,
  type ChannelPriceList,
  type CostSettingsView,
  type PriceList,
} from '@postbridge/domain';
import { api } from '../../../api/api';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { useFormatDate } from '../../../ui/format';
import { COST_SETTINGS_KEY, savePriceList } from './costsSystemApi';
import { MoneyField } from './MoneyField';
import { PostageBands } from './PostageBands';

const UNIT_PRICES = ['perSheet', 'perPage', 'perEnvelope', 'perMessage', 'perRegistered'] as const;
const SURCHARGE_PARTS = ['perSheet', 'perPage', 'perItem'] as const;
const NO_SURCHARGE = { perSheet: 0, perPage: 0, perItem: 0 };

/** The price list of each channel, one at a time. */
export function PriceListEditor({ view, readOnly }: { view: CostSettingsView; readOnly: boolean }) {
  const t = useT();
  const [channelId, setChannelId] = useState(view.priceLists[0]?.channelId ?? '');
  const entry = view.priceLists.find((p) => p.channelId === channelId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="price-lists-title">
      <Title order={2} size="h3" id="price-lists-title">
        {t('system.costs.prices.title')}
      </Title>
      <Text size="sm">{t('system.costs.prices.hint')}</Text>
      <NativeSelect
        label={t('system.costs.prices.channel')}
        value={channelId}
        onChange={(event) => setChannelId(event.currentTarget.value)}
        data={view.priceLists.map((p) => ({
          value: p.channelId,
          label: `${p.channelName} (${p.channelType})`,
        }))}
        maw={480}
      />
      {entry && (
        // A new channel starts a new draft.
        <PriceListForm
          key={`${entry.channelId}-${entry.version}`}
          entry={entry}
          currency={view.settings.currency}
          readOnly={readOnly}
        />
      )}
    </Stack>
  );
}

function PriceListForm({
  entry,
  currency,
  readOnly,
}: {
  entry: ChannelPriceList;
  currency: string;
  readOnly: boolean;
}) {
  const t = useT();
  const errorText = useErrorText();
  const formatDate = useFormatDate();
  const client = useQueryClient();
  const options = useQuery({
    queryKey: ['session', 'options', 'values'],
    queryFn: () => api.get('/options', { query: {} }),
  });
  const [draft, setDraft] = useState<PriceList>(entry.prices);
  const save = useMutation({
    mutationFn: (prices: PriceList | null) =>
      savePriceList(entry.channelId, { version: entry.version, prices }),
    onSuccess: (saved) => client.setQueryData(COST_SETTINGS_KEY, saved),
  });
  // Options without any surcharge are not stored.
  const cleaned: PriceList = {
    ...draft,
    surcharges: Object.fromEntries(
      Object.entries(draft.surcharges).filter(
        ([, s]) => s.perSheet !== 0 || s.perPage !== 0 || s.perItem !== 0,
      ),
    ),
  };
  const valid = priceListSchema.safeParse(cleaned).success;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {entry.custom && entry.updatedAt
          ? t('system.costs.modified', {
              date: formatDate(entry.updatedAt) ?? '',
              user: entry.updatedBy ?? '',
            })
          : t('system.costs.prices.builtIn', { type: entry.channelType })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
        {UNIT_PRICES.map((name) => (
          <MoneyField
            key={name}
            label={t(`system.costs.price.${name}`)}
            value={draft[name]}
            currency={currency}
            onChange={(minor) => setDraft((d) => ({ ...d, [name]: minor }))}
            readOnly={readOnly}
          />
        ))}
      </SimpleGrid>
      <Title order={3} size="h4">
        {t('system.costs.postage.title')}
      </Title>
      <PostageBands
        bands={draft.postage}
        currency={currency}
        onChange={(postage) => setDraft((d) => ({ ...d, postage }))}
        readOnly={readOnly}
      />
      <Title order={3} size="h4">
        {t('system.costs.surcharges.title')}
      </Title>
      {(options.data ?? []).map((option) => {
        const surcharge = draft.surcharges[option.id] ?? NO_SURCHARGE;
        return (
          <SimpleGrid key={option.id} cols={{ base: 1, sm: 4 }} role="group" aria-label={option.value}>
            <Text size="sm" pt="lg">
              {option.value}
            </Text>
            {SURCHARGE_PARTS.map((part) => (
              <MoneyField
                key={part}
                label={t(`system.costs.surcharge.${part}`, { option: option.value })}
                value={surcharge[part]}
                currency={currency}
                onChange={(minor) =>
                  setDraft((d) => ({
                    ...d,
                    surcharges: { ...d.surcharges, [option.id]: { ...surcharge, [part]: minor } },
                  }))
                }
                readOnly={readOnly}
              />
            ))}
          </SimpleGrid>
        );
      })}
      {save.isError && (
        <Alert color="red" role="alert">
          {errorText(save.error)}
        </Alert>
      )}
      {!readOnly && (
        <Group>
          <Button onClick={() => save.mutate(cleaned)} disabled={!valid} loading={save.isPending}>
            {t('system.costs.prices.save', { channel: entry.channelName })}
          </Button>
          {entry.custom && (
            <Button variant="default" onClick={() => save.mutate(null)} loading={save.isPending}>
              {t('system.costs.prices.reset')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

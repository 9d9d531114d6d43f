import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  costSettingsSchema,
  type CostSettings,
  type CostSettingsView,
  type LabelKey,
} from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { useFormatDate } from '../../../ui/format';
import { COST_SETTINGS_KEY, saveCostSettings } from './costsSystemApi';

type Co2Name = keyof CostSettings['co2'];
type DigitalFirstName = keyof CostSettings['digitalFirst'];

const CO2_FIELDS: readonly Co2Name[] = [
  'paperPerSheet',
  'printPerPage',
  'envelope',
  'transportDomestic',
  'transportEurope',
  'transportWorld',
  'registeredExtra',
  'emailBase',
  'emailPerAttachedPage',
  'sms',
];
const DIGITAL_FIRST_FIELDS: readonly DigitalFirstName[] = [
  'defaultUnopenedPerMille',
  'periodDays',
  'minEmails',
];

/** A whole number field; an emptied field reads as -1, which the schema refuses. */
function WholeField({
  label,
  value,
  onChange,
  readOnly,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  readOnly: boolean;
}) {
  return (
    <NumberInput
      label={label}
      value={value < 0 ? '' : value}
      onChange={(v) => onChange(typeof v === 'number' ? v : -1)}
      allowDecimal={false}
      allowNegative={false}
      readOnly={readOnly}
      min={0}
      dir="ltr"
    />
  );
}

/** The instance-wide part: currency, home country, weights, CO₂ factors and the digital-first defaults. */
export function CostSettingsForm({ view, readOnly }: { view: CostSettingsView; readOnly: boolean }) {
  const t = useT();
  const errorText = useErrorText();
  const formatDate = useFormatDate();
  const client = useQueryClient();
  const [draft, setDraft] = useState<CostSettings>(view.settings);
  const save = useMutation({
    mutationFn: (settings: CostSettings | null) => saveCostSettings({ version: view.version, settings }),
    onSuccess: (saved) => {
      client.setQueryData(COST_SETTINGS_KEY, saved);
      setDraft(saved.settings);
    },
  });
  const valid = costSettingsSchema.safeParse(draft).success;
  const set = <K extends keyof CostSettings>(name: K, value: CostSettings[K]) =>
    setDraft((d) => ({ ...d, [name]: value }));
  const field = (key: string) => t(`system.costs.field.${key}` as LabelKey);
  return (
    <Stack gap="sm" component="section" aria-labelledby="cost-settings-title">
      <Title order={2} size="h3" id="cost-settings-title">
        {t('system.costs.settings.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {view.custom && view.updatedAt
          ? t('system.costs.modified', { date: formatDate(view.updatedAt) ?? '', user: view.updatedBy ?? '' })
          : t('system.costs.builtIn')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <TextInput
          label={field('currency')}
          description={t('system.costs.field.currencyHint')}
          value={draft.currency}
          onChange={(e) => set('currency', e.currentTarget.value.trim().toUpperCase())}
          error={/^[A-Z]{3}$/.test(draft.currency) ? undefined : t('system.costs.invalidCode')}
          readOnly={readOnly}
          maxLength={3}
          dir="ltr"
        />
        <TextInput
          label={field('homeCountry')}
          description={t('system.costs.field.homeCountryHint')}
          value={draft.homeCountry}
          onChange={(e) => set('homeCountry', e.currentTarget.value.trim().toUpperCase())}
          error={/^[A-Z]{2}$/.test(draft.homeCountry) ? undefined : t('system.costs.invalidCode')}
          readOnly={readOnly}
          maxLength={2}
          dir="ltr"
        />
        <WholeField
          label={field('sheetGrams')}
          value={draft.sheetGrams}
          onChange={(v) => set('sheetGrams', v)}
          readOnly={readOnly}
        />
        <WholeField
          label={field('envelopeGrams')}
          value={draft.envelopeGrams}
          onChange={(v) => set('envelopeGrams', v)}
          readOnly={readOnly}
        />
      </SimpleGrid>
      <Title order={3} size="h4">
        {t('system.costs.co2.title')}
      </Title>
      <Text size="sm">{t('system.costs.co2.hint')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {CO2_FIELDS.map((name) => (
          <WholeField
            key={name}
            label={field(`co2.${name}`)}
            value={draft.co2[name]}
            onChange={(v) => set('co2', { ...draft.co2, [name]: v })}
            readOnly={readOnly}
          />
        ))}
      </SimpleGrid>
      <Title order={3} size="h4">
        {t('system.costs.digitalFirst.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {DIGITAL_FIRST_FIELDS.map((name) => (
          <WholeField
            key={name}
            label={field(`digitalFirst.${name}`)}
            value={draft.digitalFirst[name]}
            onChange={(v) => set('digitalFirst', { ...draft.digitalFirst, [name]: v })}
            readOnly={readOnly}
          />
        ))}
      </SimpleGrid>
      {save.isError && (
        <Alert color="red" role="alert">
          {errorText(save.error)}
        </Alert>
      )}
      {!readOnly && (
        <Group>
          <Button onClick={() => save.mutate(draft)} disabled={!valid} loading={save.isPending}>
            {t('system.costs.settings.save')}
          </Button>
          {view.custom && (
            <Button variant="default" onClick={() => save.mutate(null)} loading={save.isPending}>
              {t('system.costs.settings.reset')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

import { useMemo, useState } from 'react';
import {
  Chip,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KNOWN_SHIPMENT_STATUS_CODES } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { shipmentStatus } from '../../../ui/status/statuses';
import type { ChannelTabProps } from './tabProps';

const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The weekday names of a locale, ISO order (1 Monday … 7 Sunday): 1 January 2024 was a Monday. */
function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language || 'en', { weekday: 'long', timeZone: 'UTC' });
  return ISO_WEEKDAYS.map((day) => format.format(new Date(Date.UTC(2024, 0, day))));
}

/** The time zones the browser knows (the server checks with the same list, docs/web.md "System: channels"). */
function knownTimeZones(current: string): string[] {
  const supported =
    (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  const zones = new Set(['UTC', ...supported]);
  // A stored zone the browser does not know stays shown (with its problem under the field).
  if (current.trim() !== '') zones.add(current);
  return [...zones].sort();
}

/**
 * Calendar: working days (seven toggles in the locale's weekday names), post date bounds, production days, cutoff
 * time and its time zone, and the statuses on which the strategy falls back to the next channel.
 */
export function CalendarTab({ draft, change, errorAt, errorsWithin, readOnly }: ChannelTabProps) {
  const t = useT();
  const { i18n } = useTranslation();
  const names = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const zones = useMemo(() => knownTimeZones(draft.timeZone), [draft.timeZone]);
  const statuses = useMemo(
    () =>
      KNOWN_SHIPMENT_STATUS_CODES.map((code) => ({
        value: String(code),
        label: `${code} · ${t(shipmentStatus(code).label)}`,
      })),
    [t],
  );
  const days = (key: DaysField) => (
    <DaysInput
      label={t(`system.channels.field.${key}`)}
      value={draft[key]}
      onChange={(value) => change({ [key]: value })}
      error={errorAt(key)}
      disabled={readOnly}
    />
  );
  return (
    <Stack gap="md" maw={720}>
      <Input.Wrapper label={t('system.channels.field.workingDays')} error={errorsWithin('workingDays')}>
        <Chip.Group
          multiple
          value={draft.workingDays.map(String)}
          onChange={(values) => change({ workingDays: values.map(Number).sort((a, b) => a - b) })}
        >
          <Group gap="xs" mt={4}>
            {ISO_WEEKDAYS.map((day) => (
              <Chip key={day} value={String(day)} disabled={readOnly} size="sm">
                {names[day - 1]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {days('maxFutureDays')}
        {days('minProductionDays')}
        {days('additionalProductionDays')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('system.channels.field.cutoffTime')}
          description={t('system.channels.field.cutoffTimeHint')}
          placeholder="HH:mm"
          value={draft.cutoffTime ?? ''}
          onChange={(e) => {
            const value = e.currentTarget.value;
            change({ cutoffTime: value.trim() === '' ? null : value.trim() });
          }}
          error={errorAt('cutoffTime')}
          disabled={readOnly}
          dir="ltr"
          inputMode="numeric"
        />
        <Select
          label={t('system.channels.field.timeZone')}
          data={zones}
          value={draft.timeZone}
          onChange={(value) => value && change({ timeZone: value })}
          searchable
          allowDeselect={false}
          limit={50}
          error={errorAt('timeZone')}
          disabled={readOnly}
          comboboxProps={{ withinPortal: true }}
          dir="ltr"
        />
      </SimpleGrid>
      <MultiSelect
        label={t('system.channels.field.fallbackOnStatuses')}
        description={t('system.channels.field.fallbackOnStatusesHint')}
        data={statuses}
        value={draft.fallbackOnStatuses.map(String)}
        onChange={(values) => change({ fallbackOnStatuses: values.map(Number) })}
        searchable
        clearable={!readOnly}
        error={errorsWithin('fallbackOnStatuses')}
        disabled={readOnly}
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}

type DaysField = 'maxFutureDays' | 'additionalProductionDays' | 'minProductionDays';

/** A count of days: the draft changes on each whole number typed; an emptied field goes back to the draft's. */
function DaysInput({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const [text, setText] = useState<string | number>(value);
  return (
    <NumberInput
      label={label}
      value={text}
      onChange={(next) => {
        setText(next);
        const number = typeof next === 'number' ? next : Number.parseInt(next, 10);
        if (Number.isInteger(number) && number >= 0) onChange(number);
      }}
      onBlur={() => setText(value)}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      error={error}
      disabled={disabled}
    />
  );
}

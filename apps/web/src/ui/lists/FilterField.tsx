import { useState } from 'react';
import {
  Button,
  Fieldset,
  Group,
  Input,
  MultiSelect,
  NativeSelect,
  TagsInput,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useT } from '../../i18n/useT';
import {
  INPUT_MAX_LENGTH,
  splitLines,
  type DateRangeValue,
  type FilterDef,
  type FilterOption,
  type FilterValue,
  type SelectInputValue,
} from './filters';
import { StatusSwatch } from '../status/StatusBadge';

interface FilterFieldProps {
  def: FilterDef;
  value: FilterValue;
  error: string | undefined;
  onChange(value: FilterValue): void;
  /** Range filters: the "Last N days" button and whether it is selected. */
  searchRangeDays: number;
  followsSearchRange: boolean;
  onFollowSearchRange(): void;
}

const asText = (value: FilterValue) => (typeof value === 'string' ? value : '');
const asList = (value: FilterValue) => (Array.isArray(value) ? value : []);

/** One filter of a list screen, drawn by its widget kind (docs/product.md §3 filter widgets). */
export function FilterField(props: FilterFieldProps) {
  const t = useT();
  const { def, value, error, onChange } = props;
  switch (def.kind) {
    case 'input':
      return (
        <TextInput
          label={def.label}
          value={asText(value)}
          maxLength={def.maxLength ?? INPUT_MAX_LENGTH}
          error={error}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <TextInput
          type="date"
          label={def.label}
          required={def.required}
          value={asText(value)}
          error={error}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'range':
      return <RangeField {...props} value={value as DateRangeValue} />;
    case 'select':
      return (
        <NativeSelect
          label={def.label}
          required={def.required}
          value={asText(value)}
          error={error}
          data={withAny(def.options, def.required ? null : t('lists.filter.any'))}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'selectIcon': {
      const chosen = def.options.find((o) => o.value === value);
      return (
        <NativeSelect
          label={def.label}
          value={asText(value)}
          error={error}
          leftSection={chosen?.kind ? <StatusSwatch kind={chosen.kind} /> : undefined}
          data={withAny(def.options, def.required ? null : t('lists.filter.any'))}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    }
    case 'selectMultiple':
      return (
        <MultiSelect
          label={def.label}
          placeholder={asList(value).length === 0 ? t('lists.filter.any') : undefined}
          data={def.options.map((o) => ({ value: o.value, label: o.label }))}
          value={asList(value)}
          error={error}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={t('lists.filter.nothingFound')}
          onChange={onChange}
        />
      );
    case 'selectInput':
      return <SelectInputField {...props} value={value as SelectInputValue} options={def.options} />;
    case 'tags':
      return (
        <TagsInput
          label={def.label}
          description={t('lists.filter.tagsHint')}
          value={asList(value)}
          error={error}
          splitChars={[';']}
          clearable
          onChange={onChange}
        />
      );
    case 'array':
      return <ArrayField label={def.label} value={asList(value)} error={error} onChange={onChange} />;
  }
}

function withAny(options: FilterOption[], any: string | null) {
  const data = options.map((o) => ({ value: o.value, label: o.label }));
  return any === null ? data : [{ value: '', label: any }, ...data];
}

function RangeField({
  def,
  value,
  error,
  onChange,
  searchRangeDays,
  followsSearchRange,
  onFollowSearchRange,
}: Omit<FilterFieldProps, 'value'> & { value: DateRangeValue }) {
  const t = useT();
  return (
    <Fieldset legend={def.label} variant="unstyled" p={0}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t('lists.filter.from')}
          value={value.from}
          error={Boolean(error)}
          onChange={(e) => onChange({ ...value, from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('lists.filter.to')}
          value={value.to}
          error={Boolean(error)}
          onChange={(e) => onChange({ ...value, to: e.currentTarget.value })}
        />
        <Button
          variant={followsSearchRange ? 'filled' : 'default'}
          aria-pressed={followsSearchRange}
          onClick={onFollowSearchRange}
        >
          {t('lists.filter.lastDays', { days: searchRangeDays })}
        </Button>
      </Group>
      {error && <Input.Error mt={4}>{error}</Input.Error>}
    </Fieldset>
  );
}

function SelectInputField({
  def,
  value,
  error,
  onChange,
  options,
}: Omit<FilterFieldProps, 'value'> & { value: SelectInputValue; options: FilterOption[] }) {
  const t = useT();
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <NativeSelect
        aria-label={t('lists.filter.searchIn', { name: def.label })}
        label={t('lists.filter.searchInShort')}
        data={options.map((o) => ({ value: o.value, label: o.label }))}
        value={value.field}
        onChange={(e) => onChange({ ...value, field: e.currentTarget.value })}
      />
      <TextInput
        style={{ flex: 1, minWidth: 160 }}
        label={def.label}
        value={value.text}
        maxLength={INPUT_MAX_LENGTH}
        error={error}
        onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
      />
    </Group>
  );
}

/** Values pasted one a line; the text typed is kept as it is while the list holds its non-blank lines. */
function ArrayField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string[];
  error: string | undefined;
  onChange(value: string[]): void;
}) {
  const t = useT();
  const [text, setText] = useState(value.join('\n'));
  // A reset (or restored filters) replaces the list from outside: show it.
  const lines = splitLines(text);
  const outOfSync = lines.length !== value.length || lines.some((line, i) => line !== value[i]);
  const shown = outOfSync ? value.join('\n') : text;
  return (
    <Textarea
      label={label}
      description={t('lists.filter.arrayHint', { count: value.length })}
      rows={3}
      resize="vertical"
      value={shown}
      error={error}
      onChange={(e) => {
        setText(e.currentTarget.value);
        onChange(splitLines(e.currentTarget.value));
      }}
    />
  );
}

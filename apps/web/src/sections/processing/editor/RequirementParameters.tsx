import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '../../../i18n/useT';

/** The parameters the checks read (docs/product.md §3: maxLines, maxLineLength for addresses, countryCode for phones). */
const PARAMETER_KEYS = ['maxLines', 'maxLineLength', 'countryCode'] as const;
type ParameterKey = (typeof PARAMETER_KEYS)[number];
const isParameterKey = (key: string): key is ParameterKey =>
  (PARAMETER_KEYS as readonly string[]).includes(key);

/** The check's parameters as key/value rows; each key at most once (a record). */
export function RequirementParameters({
  parameters,
  onChange,
  readOnly,
}: {
  parameters: Record<string, string>;
  onChange: (parameters: Record<string, string>) => void;
  readOnly: boolean;
}) {
  const t = useT();
  const entries = Object.entries(parameters);
  const keyLabel = (key: string) =>
    isParameterKey(key) ? t(`processing.requirements.parameter.${key}`) : key;
  const unused = PARAMETER_KEYS.filter((key) => !(key in parameters));
  const rename = (from: string, to: string) =>
    onChange(Object.fromEntries(entries.map(([k, v]) => (k === from ? [to, v] : [k, v]))));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('processing.requirements.parameters')}
      </Text>
      {entries.map(([key, value]) => (
        <Group key={key} gap="xs" align="flex-end" wrap="wrap">
          <Select
            aria-label={t('processing.requirements.parameterKey')}
            w={240}
            // A key read from the server that this version does not know stays as it was.
            data={[key, ...unused].map((k) => ({ value: k, label: keyLabel(k) }))}
            value={key}
            allowDeselect={false}
            disabled={readOnly}
            onChange={(next) => next && next !== key && rename(key, next)}
          />
          <TextInput
            aria-label={t('processing.requirements.parameterValue', { key: keyLabel(key) })}
            w={160}
            dir="ltr"
            value={value}
            readOnly={readOnly}
            onChange={(e) => onChange({ ...parameters, [key]: e.currentTarget.value })}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              aria-label={t('processing.requirements.parameterRemove', { key: keyLabel(key) })}
              onClick={() => onChange(Object.fromEntries(entries.filter(([k]) => k !== key)))}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && unused.length > 0 && (
        <Button
          size="compact-sm"
          variant="subtle"
          w="fit-content"
          onClick={() => onChange({ ...parameters, [unused[0]!]: '' })}
        >
          {t('processing.requirements.parameterAdd')}
        </Button>
      )}
    </Stack>
  );
}

import { Button, Group, NumberInput } from '@mantine/core';
import { SECURITY_SETTING_BOUNDS, type NumericSecuritySetting } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';

/**
 * One numeric setting: its value (the override, else the default), its default under it, and "Reset to default"
 * while it is overridden. `nullable` settings take an empty field as "none".
 */
export function SettingNumberField({
  name,
  value,
  defaultValue,
  overridden,
  nullable,
  readOnly,
  error,
  onChange,
}: {
  name: NumericSecuritySetting;
  value: number | null;
  defaultValue: number | null;
  overridden: boolean;
  nullable: boolean;
  readOnly: boolean;
  error: string | undefined;
  onChange: (value: number | null | undefined) => void;
}) {
  const t = useT();
  const { min, max } = SECURITY_SETTING_BOUNDS[name];
  const label = t(`system.security.field.${name}`);
  const shownDefault = defaultValue === null ? t('system.security.none') : String(defaultValue);
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <NumberInput
        label={label}
        description={`${t(`system.security.hint.${name}`, { min, max })} ${t('system.security.default', { value: shownDefault })}`}
        value={value ?? ''}
        placeholder={nullable ? t('system.security.none') : undefined}
        onChange={(v) => onChange(v === '' ? (nullable ? null : undefined) : Number(v))}
        readOnly={readOnly}
        error={error}
        allowNegative={false}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      {overridden && !readOnly && (
        <Button
          variant="subtle"
          size="xs"
          mb={error ? 22 : 2}
          onClick={() => onChange(undefined)}
          aria-label={t('system.security.resetField', { field: label })}
        >
          {t('system.security.reset')}
        </Button>
      )}
    </Group>
  );
}

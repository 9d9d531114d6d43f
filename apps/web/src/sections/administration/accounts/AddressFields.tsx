import { Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import type { OuAddress } from '@postbridge/domain';
import { useTranslation } from 'react-i18next';
import { useT } from '../../../i18n/useT';
import { countryName } from './countryName';

interface AddressFieldsProps {
  legend: string;
  value: OuAddress | null;
  onChange: (value: OuAddress | null) => void;
  /** The error of the country field (`<address>.countryCode`). */
  countryError: string | undefined;
  readOnly: boolean;
}

/** A postal address of the account: its lines and its country. Empty lines and country make no address. */
export function AddressFields({ legend, value, onChange, countryError, readOnly }: AddressFieldsProps) {
  const t = useT();
  const { i18n } = useTranslation();
  const lines = value?.addressLines ?? [];
  const country = value?.countryCode ?? '';
  const update = (next: { addressLines?: string[]; countryCode?: string }) => {
    const addressLines = next.addressLines ?? lines;
    const countryCode = next.countryCode ?? country;
    onChange(
      addressLines.length === 0 && countryCode === ''
        ? null
        : { addressLines, countryCode: countryCode === '' ? null : countryCode },
    );
  };
  const name = countryName(country, i18n.language);
  return (
    <Fieldset legend={legend}>
      <Stack gap="xs">
        <Textarea
          label={`${legend} — ${t('admin.accounts.field.addressLines')}`}
          autosize
          minRows={3}
          readOnly={readOnly}
          value={lines.join('\n')}
          onChange={(e) => update({ addressLines: e.currentTarget.value.split('\n') })}
        />
        <TextInput
          label={`${legend} — ${t('admin.accounts.field.countryCode')}`}
          maxLength={2}
          w={200}
          readOnly={readOnly}
          value={country}
          onChange={(e) => update({ countryCode: e.currentTarget.value.toUpperCase() })}
          description={name ? t('admin.accounts.field.countryName', { name }) : undefined}
          error={countryError}
        />
      </Stack>
    </Fieldset>
  );
}
